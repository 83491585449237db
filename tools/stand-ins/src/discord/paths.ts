/** Discord's API version prefix: the real client's base URL ends in it. */
export const API = '/api/v10';
