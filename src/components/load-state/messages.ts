/** Texts of the load states; a screen names what failed (its own title), the kit says the rest. */
export const loadStateMessages = {
  loading: '加载中',
  retry: '重试',
  /** The retry button while the read runs again (a spinner alone has no name to read out). */
  retrying: '重试中',
} as const;
