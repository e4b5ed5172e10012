/** 劳务开票指引 (§2.3 customWeb): the labour-invoicing guide, static text shown in cards. */
export interface GuideSection {
  title: string;
  paragraphs?: readonly string[];
  steps?: readonly string[];
}

export interface GuideFaq {
  q: string;
  a: string;
}

export const guideMessages = {
  intro:
    '个体司机承运平台运单后，货主需要取得合规的运输发票入账。平台以网络货运方式代司机向税务机关申请开具劳务费发票，司机无需自己跑税务局。',
  sections: [
    {
      title: '为什么要开劳务费发票',
      paragraphs: [
        '运费是司机提供运输劳务取得的收入，依法需要开具发票并缴纳相应税费。',
        '只有开票完成，运费才能合规结算到您的钱包并提现到银行卡。',
      ],
    },
    {
      title: '开票步骤',
      steps: [
        '签署开票委托协议：在“我的”页面按提醒阅读并签署《代开发票委托协议》，签署一次长期有效。',
        '完成运单：按要求发车、卸货并上传回单，货主审核回单通过后运单完成。',
        '平台代开发票：每个结算的运单，平台以您的名义代开一张劳务费发票，金额为该运单运费。',
        '代扣税费：代开发票产生的个人所得税等税费由平台依法代扣代缴，结算到钱包的是税后运费。',
        '查看与提现：结算后在“我的钱包 · 收支明细”可看到运费收入和信息费，随后即可申请提现。',
      ],
    },
    {
      title: '需要准备什么',
      paragraphs: ['完成实名认证，并绑定本人名下的银行卡；身份证、驾驶证信息需与开票信息一致。'],
    },
  ] satisfies readonly GuideSection[],
  faqTitle: '常见问题',
  faqs: [
    {
      q: '不签开票委托协议可以接单吗？',
      a: '可以接单，但运费无法开票结算，需签署协议后才能结算到钱包。',
    },
    { q: '税费是多少？', a: '按税务机关核定的标准代扣，具体以每张发票的完税信息为准。' },
    { q: '发票在哪里查看？', a: '发票开具后随运单结算记录一同保存，可联系客服获取发票信息。' },
    { q: '运费结算后多久能提现？', a: '结算到钱包后即可申请提现，提现审核通过后到账您的银行卡。' },
  ] satisfies readonly GuideFaq[],
  agreementsLink: '去“我的”查看待签协议',
  title: '劳务开票指引',
} as const;
