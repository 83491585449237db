export interface Config {
  port: number;
  host: string;
  baseUrl: string;
}

/** Reads the environment once at start-up; README.md lists every variable with its default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    baseUrl: env.BASE_URL ?? `http://localhost:${port}`,
  };
}
