declare module 'pg/lib/utils.js' {
  const utils: {
    /** A parameter's value as node-postgres sends it (a Date in the process's time zone, with its offset). */
    prepareValue(value: unknown): unknown;
  };
  export default utils;
}
