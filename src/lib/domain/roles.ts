/**
 * §6 role names of the platform's configuration. The other role and permission keys are not given
 * by the spec; the maps the login info carries are held by `stores/permissions`.
 */
const ROLES = { partner: 'partner', promoter: 'promoter' } as const;

/** §2.3, §6: the personal homepage (/i/main) is for a partner or a promoter (any of the two). */
export const PERSONAL_HOME_ROLES = [ROLES.partner, ROLES.promoter] as const;
