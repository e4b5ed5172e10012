/** §6: the personal homepage is only for these roles (configuration role names). */
export const HOMEPAGE_ROLES = ['partner', 'promoter'] as const;
