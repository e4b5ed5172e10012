/** Texts of the photo field. None is in the spec; the OCR notes are the licence form's words. */
export const photoFieldMessages = {
  example: '示例',
  ocrRunning: '正在识别证件信息…',
  ocrDone: '已识别证件信息，请核对',
  ocrFailed: '识别失败，请手动填写',
} as const;

/** The upload button's name: 上传行驶证照片. */
export function uploadLabel(label: string): string {
  return `上传${label}`;
}

/** The example image's description: 身份证人像面示例. */
export function exampleAlt(label: string): string {
  return `${label}${photoFieldMessages.example}`;
}
