/** Texts the menu list adds itself. */
export const menuListMessages = {
  /** Read after the label of a row that opens another site in a new window. */
  opensOutside: '（在新窗口打开）',
} as const;
