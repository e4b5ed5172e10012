/** Texts of the sign dialog (§4). Not in the spec: the titles and button names. */
export const signDialogMessages = {
  title: '协议签署提醒',
  confirm: '去签署',
  cancel: '取消',
} as const;

/** §4: the confirm button while its countdown runs, e.g. `5秒`. */
export function countdownText(seconds: number): `${number}秒` {
  return `${seconds}秒`;
}
