/**
 * The FAQ the help page answers from (plat.questionQuery): categories and questions with their answers
 * in the three storefront languages. SAMPLE DATA for the reference gateway: a real deployment answers
 * from the insurer's own help content. Ids are stable: the seed updates texts in place.
 */
import type { ListNames } from '../catalog/reference-lists.js';

export interface FaqCategoryEntry {
  code: string;
  names: ListNames;
}

export interface FaqEntry {
  id: string;
  category: string;
  question: ListNames;
  answer: ListNames;
}

export const FAQ_CATEGORIES: readonly FaqCategoryEntry[] = [
  { code: 'BUY', names: { tw: '投保', cn: '投保', en: 'Buying a policy' } },
  { code: 'PAY', names: { tw: '付款', cn: '付款', en: 'Payment' } },
  { code: 'POLICY', names: { tw: '保單服務', cn: '保单服务', en: 'Policy services' } },
  { code: 'CLAIM', names: { tw: '理賠', cn: '理赔', en: 'Claims' } },
];

export const FAQ_QUESTIONS: readonly FaqEntry[] = [
  {
    id: 'Q001', category: 'BUY',
    question: { tw: '誰可以在網上投保？', cn: '谁可以在网上投保？', en: 'Who can buy insurance online?' },
    answer: {
      tw: '年滿18歲、持有澳門、香港或內地身份證的人士均可作為投保人。受保人的年齡限制請參閱各產品的條款。',
      cn: '年满18岁、持有澳门、香港或内地身份证的人士均可作为投保人。受保人的年龄限制请参阅各产品的条款。',
      en: 'Anyone aged 18 or over with a Macao, Hong Kong or mainland China identity card can be the policy holder. Age limits for the insured persons are in each product\'s clauses.',
    },
  },
  {
    id: 'Q002', category: 'BUY',
    question: { tw: '可以為家人投保嗎？', cn: '可以为家人投保吗？', en: 'Can I buy cover for my family?' },
    answer: {
      tw: '可以。在「我的」>「常用受保人」中加入家人的資料，投保時直接選擇即可，無需重複填寫。',
      cn: '可以。在「我的」>「常用受保人」中加入家人的资料，投保时直接选择即可，无需重复填写。',
      en: 'Yes. Add your family members under Mine > Frequent insured persons, then pick them when you buy: there is no need to type their details again.',
    },
  },
  {
    id: 'Q003', category: 'BUY',
    question: { tw: '保障何時開始？', cn: '保障何时开始？', en: 'When does my cover start?' },
    answer: {
      tw: '保障由保單列明的生效日開始。於晚上10時或之後投保，最早生效日為翌日。',
      cn: '保障由保单列明的生效日开始。于晚上10时或之后投保，最早生效日为翌日。',
      en: 'Cover starts on the start date shown on the policy. If you buy at or after 10 p.m., the earliest start date is the next day.',
    },
  },
  {
    id: 'Q004', category: 'PAY',
    question: { tw: '支持哪些付款方式？', cn: '支持哪些付款方式？', en: 'Which payment methods are accepted?' },
    answer: {
      tw: '可使用銀行卡、澳門流動支付及銀行應用程式付款。保費以澳門元計算。',
      cn: '可使用银行卡、澳门流动支付及银行应用程序付款。保费以澳门元计算。',
      en: 'You can pay by bank card, Macao mobile payment or your bank\'s app. Premiums are charged in patacas (MOP).',
    },
  },
  {
    id: 'Q005', category: 'PAY',
    question: { tw: '付款失敗怎麼辦？', cn: '付款失败怎么办？', en: 'What if my payment fails?' },
    answer: {
      tw: '訂單會保留在「我的訂單」中，您可以稍後重新付款。如已扣款但訂單未更新，請聯絡客戶服務熱線。',
      cn: '订单会保留在「我的订单」中，您可以稍后重新付款。如已扣款但订单未更新，请联络客户服务热线。',
      en: 'The order stays under My orders and you can pay again later. If you were charged but the order did not update, please call our customer service hotline.',
    },
  },
  {
    id: 'Q006', category: 'POLICY',
    question: { tw: '如何取得電子保單？', cn: '如何取得电子保单？', en: 'How do I get my e-policy?' },
    answer: {
      tw: '付款成功後，電子保單會發送至您填寫的電郵地址，亦可隨時在「我的保單」中查看及下載。',
      cn: '付款成功后，电子保单会发送至您填写的电邮地址，亦可随时在「我的保单」中查看及下载。',
      en: 'Once payment succeeds, the e-policy is sent to the email address you gave. You can also view and download it under My policies at any time.',
    },
  },
  {
    id: 'Q007', category: 'POLICY',
    question: { tw: '可以更改保單資料嗎？', cn: '可以更改保单资料吗？', en: 'Can I change my policy details?' },
    answer: {
      tw: '保單生效前可更改聯絡資料及出行日期。涉及受保人身份的更改，請攜同證明文件到分行辦理。',
      cn: '保单生效前可更改联络资料及出行日期。涉及受保人身份的更改，请携同证明文件到分行办理。',
      en: 'Contact details and travel dates can be changed before cover starts. Changes to an insured person\'s identity must be made at a branch with supporting documents.',
    },
  },
  {
    id: 'Q008', category: 'POLICY',
    question: { tw: '可以取消保單嗎？', cn: '可以取消保单吗？', en: 'Can I cancel my policy?' },
    answer: {
      tw: '旅遊保險在保障開始前可申請取消並全額退回保費；其他產品的退保安排請參閱產品條款。',
      cn: '旅游保险在保障开始前可申请取消并全额退回保费；其他产品的退保安排请参阅产品条款。',
      en: 'A travel policy can be cancelled for a full refund before cover starts. For other products, see the cancellation terms in the product clauses.',
    },
  },
  {
    id: 'Q009', category: 'CLAIM',
    question: { tw: '如何提出索償？', cn: '如何提出索偿？', en: 'How do I make a claim?' },
    answer: {
      tw: '請在「服務」>「理賠」中選擇保單並上載所需文件，例如收據、醫生證明或報案紀錄。',
      cn: '请在「服务」>「理赔」中选择保单并上载所需文件，例如收据、医生证明或报案纪录。',
      en: 'Go to Service > Claims, choose the policy and upload the documents needed, such as receipts, a doctor\'s certificate or a police report.',
    },
  },
  {
    id: 'Q010', category: 'CLAIM',
    question: { tw: '索償需要多久處理？', cn: '索偿需要多久处理？', en: 'How long does a claim take?' },
    answer: {
      tw: '收齊文件後，一般索償會在10個工作天內完成審核。您可以在「我的理賠」查看進度。',
      cn: '收齐文件后，一般索偿会在10个工作天内完成审核。您可以在「我的理赔」查看进度。',
      en: 'Once we have all the documents, most claims are assessed within 10 working days. You can follow the progress under My claims.',
    },
  },
];
