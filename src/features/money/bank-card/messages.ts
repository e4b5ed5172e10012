/** The bank-card screens' texts (§2.3 /i/bank/*). The spec names the screens, not their words. */
export const bankMessages = {
  listLabel: '我的银行卡',
  addCard: '添加银行卡',
  checkEntrust: '受托账户校验',
  debit: '储蓄卡',
  refundTag: '提现卡',
  loading: '加载中',
  userFailed: '用户信息加载失败',
  notCertifiedTitle: '您还未实名认证',
  notCertifiedText: '实名认证后才能绑定银行卡',
  goCertify: '去实名认证',

  detailFailed: '银行卡信息加载失败',
  subject: '银行卡',
  backToList: '返回银行卡列表',
  detailLabel: '银行卡信息',
  cardNo: '卡号',
  holder: '持卡人',
  bank: '开户银行',
  reservedMobile: '预留手机号',
  bindTime: '绑定时间',
  setRefund: '设为提现卡',
  unbind: '解除绑定',
  isRefundNote: '提现将转入此卡',

  passwordLabel: '登录密码',
  passwordPlaceholder: '请输入登录密码',
  passwordRequired: '请输入登录密码',
  passwordIntroUnbind: '解除绑定前，请输入登录密码验证身份',
  passwordIntroRefund: '设为提现卡前，请输入登录密码验证身份',
  confirm: '确定',
  unbound: '解绑成功',
  refundSet: '已设为提现卡',

  bankRequired: '请选择开户银行',
  cardNoPlaceholder: '请输入银行卡号',
  cardNoRequired: '请输入银行卡号',
  cardNoLength: '银行卡号应为16-19位数字',
  cardNoCheck: '卡号校验失败，请核对',
  creditCard: '暂不支持信用卡，请使用储蓄卡',
  next: '下一步',
  holderNote: '只能绑定持卡人本人的储蓄卡',

  infoTitle: '请核对银行卡信息',
  infoNote: '请确认卡号无误，绑定后提现将转入此卡',
  noDraft: '请先填写银行卡信息',
  backToAdd: '去填写',
  confirmInfo: '确认无误',
  editInfo: '返回修改',

  contractTitle: '银行卡绑定协议',
  agree: '同意并继续',
  agreeIn: (s: number) => `同意并继续（${s}秒）`,

  reservedMobileLabel: '银行预留手机号',
  reservedNote: '请输入办理该银行卡时预留的手机号',
  bind: '确认绑定',
  notAgreed: '请先阅读并同意银行卡绑定协议',
  readAgreement: '去阅读',
  bound: '绑定成功',

  accountName: '户名',
  accountNamePlaceholder: '请输入账户户名',
  accountNameRequired: '请输入账户户名',
  entrustNote: '受托账户为他人名下的账户，需向银行核验户名与卡号',
  entrustCheck: '校验',
  resultLabel: '校验结果',
  matched: '校验通过',
  notMatched: '校验未通过',
} as const;

/**
 * The card agreement: the platform's agreement service has no type for it, so it ships with the
 * screen; rendered through SafeHtml like any agreement.
 */
export const BANK_AGREEMENT_HTML = `
<h2>银行卡绑定协议</h2>
<p>为保障您的运费结算与提现安全，您在绑定银行卡前应仔细阅读本协议。</p>
<h3>一、绑定条件</h3>
<p>1. 您只能绑定本人实名认证姓名开立的储蓄卡，暂不支持信用卡。</p>
<p>2. 绑定时需验证银行预留手机号，验证码仅用于本次绑定。</p>
<h3>二、提现卡</h3>
<p>1. 您绑定的第一张银行卡默认为提现卡，提现款项将转入提现卡。</p>
<p>2. 更换提现卡或解除绑定需验证登录密码；有审核中的提现时，提现卡不能解除绑定。</p>
<h3>三、信息安全</h3>
<p>平台仅在完成提现、对账所必需的范围内使用您的银行卡信息，卡号在页面中以掩码显示。</p>
<h3>四、责任</h3>
<p>因您提供的银行卡信息有误导致的提现失败或延误，由您自行承担；平台将协助您查询处理。</p>
`;
