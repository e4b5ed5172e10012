/** §4, §6: the camera-permission dialogs, spelled as the spec gives them where it gives them. */
export const cameraPermissionMessages = {
  explainTitle: '相机权限获取提醒',
  explainContent:
    '司机端需要使用您的相机，用于扫描二维码、拍摄运单和证件照片。是否允许开启相机权限？',
  authorize: '去授权',
  deniedTitle: '温馨提示',
  deniedContent: '你的相机权限未开启,请前往 设置->权限管理 打开相机权限',
  openSettings: '去设置',
  cancel: '取消',
} as const;
