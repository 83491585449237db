interface DiscordName {
  username: string;
  global_name?: string | null;
  discriminator?: string | null;
}

/**
 * global_name when present; otherwise username, with '#discriminator' unless the discriminator is
 * '0' (Discord's new unique usernames) or empty (SPEC section 3 "User").
 */
export function displayName(user: DiscordName): string {
  if (user.global_name) return user.global_name;
  const discriminator = user.discriminator?.trim();
  if (!discriminator || /^0+$/.test(discriminator)) return user.username;
  return `${user.username}#${discriminator}`;
}
