/** Texts of the first home screen. */
export const homeMessages = {
  greeting: '您好，',
  welcome: '欢迎使用司机端，祝您一路平安',
  shortcuts: '常用功能',
  updatePassword: '修改密码',
  aboutUs: '关于我们',
  logout: '退出登录',
  logoutConfirm: '确定退出登录吗？',
  cancel: '取消',
  confirm: '确定',
} as const;
