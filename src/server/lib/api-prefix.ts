/** Where the website's JSON API is mounted (spec §7): routes, the OpenAPI page and links in mails name it. */
export const API_PREFIX = "/api/website";
