/** What the sandbox answers to a refused change of mobile number. */
export const profileServerMessages = {
  sameMobile: '新手机号不能与原手机号相同',
  mobileTaken: '该手机号已被其他账号使用',
  oldCodeWrong: '原手机号验证码错误',
} as const;
