/** The platform time zone when the server names none (PLATFORM_TIME_ZONE's default). No zod here: pages import it. */
export const PLATFORM_TIME_ZONE_DEFAULT = 'Asia/Kolkata';
