/** Discord's image host (SPEC section 7: avatars load from the chat platform's image host). */
const CDN = 'https://cdn.discordapp.com';

export function userAvatarUrl(userId: string, avatar: string | null, size = 64): string | null {
  return avatar ? `${CDN}/avatars/${userId}/${avatar}.png?size=${size}` : null;
}

export function guildIconUrl(guildId: string, icon: string | null, size = 64): string | null {
  return icon ? `${CDN}/icons/${guildId}/${icon}.png?size=${size}` : null;
}
