/** §4: the app update prompt. */
export const updatePromptMessages = {
  title: '发现新版本',
  versionLabel: (version: string) => `版本号：V${version}`,
  notesTitle: '更新内容',
  noNotes: '修复已知问题，提升使用体验',
  forcedHint: '当前版本需要更新后才能继续使用',
  update: '立即更新',
  later: '下次再说',
} as const;
