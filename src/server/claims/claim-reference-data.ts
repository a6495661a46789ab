/**
 * The claims reference data the gateway seeds: the document types claims ask for, the claim types of
 * each product line with the documents and info fields each requires, and the places an incident can
 * happen. Codes never change; names and order may.
 */
import type { ClaimInfoField, ClaimLine } from '../../contract/rows/claims.js';
import type { Localised } from '../../engine/index.js';

export interface DocumentTypeDef {
  code: string;
  names: Localised;
}

export interface ClaimTypeDocumentDef {
  docType: string;
  required: boolean;
  maxFiles: number;
}

export interface ClaimTypeDef {
  code: string;
  line: ClaimLine;
  names: Localised;
  infoFields: ClaimInfoField[];
  documents: ClaimTypeDocumentDef[];
}

export interface ClaimLocateDef {
  code: string;
  region: 'macao' | 'greaterChina' | 'asia' | 'europe' | 'americas' | 'oceania' | 'other';
  names: Localised;
}

export const DOCUMENT_TYPES: readonly DocumentTypeDef[] = [
  { code: 'ID_PROOF', names: { tw: '身份證明文件', cn: '身份证明文件', en: 'Proof of identity' } },
  { code: 'TRAVEL_PROOF', names: { tw: '旅程證明（登機證或機票）', cn: '旅程证明（登机证或机票）', en: 'Proof of travel (boarding pass or ticket)' } },
  { code: 'MEDICAL_RECEIPT', names: { tw: '醫療費用收據正本', cn: '医疗费用收据正本', en: 'Original medical receipts' } },
  { code: 'MEDICAL_REPORT', names: { tw: '醫生診斷書', cn: '医生诊断书', en: 'Medical report' } },
  { code: 'CARRIER_REPORT', names: { tw: '航空公司行李事故報告', cn: '航空公司行李事故报告', en: 'Carrier\'s property irregularity report' } },
  { code: 'POLICE_REPORT', names: { tw: '警方報案證明', cn: '警方报案证明', en: 'Police report' } },
  { code: 'PURCHASE_RECEIPT', names: { tw: '物品購買單據', cn: '物品购买单据', en: 'Purchase receipts of the items' } },
  { code: 'DELAY_CERTIFICATE', names: { tw: '延誤證明', cn: '延误证明', en: 'Delay certificate from the carrier' } },
  { code: 'CANCELLATION_PROOF', names: { tw: '取消原因證明', cn: '取消原因证明', en: 'Proof of the reason for cancelling' } },
  { code: 'BOOKING_RECEIPT', names: { tw: '行程預訂及付款單據', cn: '行程预订及付款单据', en: 'Booking and payment receipts' } },
  { code: 'REFUND_PROOF', names: { tw: '退款證明', cn: '退款证明', en: 'Proof of refunds received' } },
  { code: 'ACCIDENT_REPORT', names: { tw: '意外事故報告', cn: '意外事故报告', en: 'Accident report' } },
  { code: 'FIRE_REPORT', names: { tw: '消防局火警證明', cn: '消防局火警证明', en: 'Fire Services report' } },
  { code: 'DAMAGE_PHOTO', names: { tw: '損毀相片', cn: '损毁相片', en: 'Photos of the damage' } },
  { code: 'REPAIR_QUOTE', names: { tw: '維修報價單', cn: '维修报价单', en: 'Repair quotation' } },
  { code: 'LOSS_LIST', names: { tw: '損失物品清單', cn: '损失物品清单', en: 'List of lost items' } },
  { code: 'DRIVING_LICENCE', names: { tw: '駕駛執照', cn: '驾驶执照', en: 'Driving licence' } },
  { code: 'VEHICLE_REGISTRATION', names: { tw: '車輛登記摺', cn: '车辆登记摺', en: 'Vehicle registration document' } },
  { code: 'THIRD_PARTY_CLAIM', names: { tw: '第三者索償信', cn: '第三者索偿信', en: 'Third party\'s claim letter' } },
  { code: 'DISABILITY_CERTIFICATE', names: { tw: '傷殘評定證明', cn: '伤残评定证明', en: 'Disability assessment certificate' } },
  { code: 'OTHER', names: { tw: '其他補充文件', cn: '其他补充文件', en: 'Other supporting documents' } },
];

const doc = (docType: string, required: boolean, maxFiles: number): ClaimTypeDocumentDef => ({ docType, required, maxFiles });
const OTHER = doc('OTHER', false, 10);
/** Travel claims happen somewhere; the others at the insured home, car or person, the place being optional. */
const TRAVEL_INFO: ClaimInfoField[] = ['incidentDate', 'locateCode', 'description', 'amount', 'bankName', 'bankAccount', 'accountHolder'];
const LOCAL_INFO: ClaimInfoField[] = ['incidentDate', 'description', 'amount', 'bankName', 'bankAccount', 'accountHolder'];

export const CLAIM_TYPES: readonly ClaimTypeDef[] = [
  {
    code: 'TRAVEL_MEDICAL', line: 'travel', infoFields: TRAVEL_INFO,
    names: { tw: '醫療費用', cn: '医疗费用', en: 'Medical expenses' },
    documents: [doc('MEDICAL_RECEIPT', true, 10), doc('MEDICAL_REPORT', true, 5), doc('TRAVEL_PROOF', true, 5), doc('ID_PROOF', true, 2), OTHER],
  },
  {
    code: 'TRAVEL_BAGGAGE', line: 'travel', infoFields: TRAVEL_INFO,
    names: { tw: '行李遺失或損毀', cn: '行李遗失或损毁', en: 'Baggage loss or damage' },
    documents: [doc('CARRIER_REPORT', true, 3), doc('PURCHASE_RECEIPT', false, 10), doc('TRAVEL_PROOF', true, 5), doc('ID_PROOF', true, 2), OTHER],
  },
  {
    code: 'TRAVEL_DELAY', line: 'travel', infoFields: TRAVEL_INFO,
    names: { tw: '行程延誤', cn: '行程延误', en: 'Trip delay' },
    documents: [doc('DELAY_CERTIFICATE', true, 3), doc('TRAVEL_PROOF', true, 5), doc('ID_PROOF', true, 2), OTHER],
  },
  {
    code: 'TRAVEL_CANCELLATION', line: 'travel', infoFields: TRAVEL_INFO,
    names: { tw: '行程取消', cn: '行程取消', en: 'Trip cancellation' },
    documents: [doc('CANCELLATION_PROOF', true, 5), doc('BOOKING_RECEIPT', true, 10), doc('REFUND_PROOF', false, 5), doc('ID_PROOF', true, 2), OTHER],
  },
  {
    code: 'TRAVEL_ACCIDENT', line: 'travel', infoFields: TRAVEL_INFO,
    names: { tw: '個人意外', cn: '个人意外', en: 'Personal accident' },
    documents: [doc('MEDICAL_REPORT', true, 5), doc('MEDICAL_RECEIPT', false, 10), doc('ACCIDENT_REPORT', false, 3), doc('TRAVEL_PROOF', true, 5), doc('ID_PROOF', true, 2), OTHER],
  },
  {
    code: 'HOME_FIRE', line: 'home', infoFields: LOCAL_INFO,
    names: { tw: '火災', cn: '火灾', en: 'Fire' },
    documents: [doc('FIRE_REPORT', true, 3), doc('DAMAGE_PHOTO', true, 20), doc('REPAIR_QUOTE', true, 5), doc('ID_PROOF', true, 2), OTHER],
  },
  {
    code: 'HOME_WATER', line: 'home', infoFields: LOCAL_INFO,
    names: { tw: '水浸損毀', cn: '水浸损毁', en: 'Water damage' },
    documents: [doc('DAMAGE_PHOTO', true, 20), doc('REPAIR_QUOTE', true, 5), doc('ID_PROOF', true, 2), OTHER],
  },
  {
    code: 'HOME_BURGLARY', line: 'home', infoFields: LOCAL_INFO,
    names: { tw: '盜竊', cn: '盗窃', en: 'Burglary' },
    documents: [doc('POLICE_REPORT', true, 3), doc('LOSS_LIST', true, 3), doc('PURCHASE_RECEIPT', false, 10), doc('DAMAGE_PHOTO', false, 20), doc('ID_PROOF', true, 2), OTHER],
  },
  {
    code: 'MOTOR_COLLISION', line: 'motor', infoFields: LOCAL_INFO,
    names: { tw: '碰撞損毀', cn: '碰撞损毁', en: 'Collision damage' },
    documents: [doc('DRIVING_LICENCE', true, 2), doc('VEHICLE_REGISTRATION', true, 2), doc('DAMAGE_PHOTO', true, 20), doc('REPAIR_QUOTE', true, 5), doc('POLICE_REPORT', false, 3), OTHER],
  },
  {
    code: 'MOTOR_THIRD_PARTY', line: 'motor', infoFields: LOCAL_INFO,
    names: { tw: '第三者責任', cn: '第三者责任', en: 'Third-party liability' },
    documents: [doc('DRIVING_LICENCE', true, 2), doc('VEHICLE_REGISTRATION', true, 2), doc('POLICE_REPORT', true, 3), doc('THIRD_PARTY_CLAIM', true, 5), doc('DAMAGE_PHOTO', false, 20), OTHER],
  },
  {
    code: 'MOTOR_THEFT', line: 'motor', infoFields: LOCAL_INFO,
    names: { tw: '車輛被盜', cn: '车辆被盗', en: 'Vehicle theft' },
    documents: [doc('POLICE_REPORT', true, 3), doc('VEHICLE_REGISTRATION', true, 2), doc('DRIVING_LICENCE', true, 2), OTHER],
  },
  {
    code: 'ACCIDENT_MEDICAL', line: 'accident', infoFields: LOCAL_INFO,
    names: { tw: '意外醫療', cn: '意外医疗', en: 'Accident medical expenses' },
    documents: [doc('MEDICAL_RECEIPT', true, 10), doc('MEDICAL_REPORT', true, 5), doc('ACCIDENT_REPORT', false, 3), doc('ID_PROOF', true, 2), OTHER],
  },
  {
    code: 'ACCIDENT_DISABILITY', line: 'accident', infoFields: LOCAL_INFO,
    names: { tw: '意外傷殘', cn: '意外伤残', en: 'Accidental disability' },
    documents: [doc('DISABILITY_CERTIFICATE', true, 3), doc('MEDICAL_REPORT', true, 5), doc('ACCIDENT_REPORT', false, 3), doc('ID_PROOF', true, 2), OTHER],
  },
];

export const CLAIM_LOCATES: readonly ClaimLocateDef[] = [
  { code: 'MO', region: 'macao', names: { tw: '澳門', cn: '澳门', en: 'Macao' } },
  { code: 'HK', region: 'greaterChina', names: { tw: '香港', cn: '香港', en: 'Hong Kong' } },
  { code: 'GD', region: 'greaterChina', names: { tw: '廣東省', cn: '广东省', en: 'Guangdong' } },
  { code: 'CN', region: 'greaterChina', names: { tw: '中國內地（廣東省以外）', cn: '中国内地（广东省以外）', en: 'Mainland China (outside Guangdong)' } },
  { code: 'TW', region: 'greaterChina', names: { tw: '台灣', cn: '台湾', en: 'Taiwan' } },
  { code: 'JP', region: 'asia', names: { tw: '日本', cn: '日本', en: 'Japan' } },
  { code: 'KR', region: 'asia', names: { tw: '韓國', cn: '韩国', en: 'South Korea' } },
  { code: 'TH', region: 'asia', names: { tw: '泰國', cn: '泰国', en: 'Thailand' } },
  { code: 'SG', region: 'asia', names: { tw: '新加坡', cn: '新加坡', en: 'Singapore' } },
  { code: 'MY', region: 'asia', names: { tw: '馬來西亞', cn: '马来西亚', en: 'Malaysia' } },
  { code: 'VN', region: 'asia', names: { tw: '越南', cn: '越南', en: 'Vietnam' } },
  { code: 'PH', region: 'asia', names: { tw: '菲律賓', cn: '菲律宾', en: 'Philippines' } },
  { code: 'ID', region: 'asia', names: { tw: '印尼', cn: '印尼', en: 'Indonesia' } },
  { code: 'ASIA', region: 'asia', names: { tw: '亞洲其他地區', cn: '亚洲其他地区', en: 'Elsewhere in Asia' } },
  { code: 'GB', region: 'europe', names: { tw: '英國', cn: '英国', en: 'United Kingdom' } },
  { code: 'FR', region: 'europe', names: { tw: '法國', cn: '法国', en: 'France' } },
  { code: 'DE', region: 'europe', names: { tw: '德國', cn: '德国', en: 'Germany' } },
  { code: 'IT', region: 'europe', names: { tw: '意大利', cn: '意大利', en: 'Italy' } },
  { code: 'ES', region: 'europe', names: { tw: '西班牙', cn: '西班牙', en: 'Spain' } },
  { code: 'PT', region: 'europe', names: { tw: '葡萄牙', cn: '葡萄牙', en: 'Portugal' } },
  { code: 'EUROPE', region: 'europe', names: { tw: '歐洲其他地區', cn: '欧洲其他地区', en: 'Elsewhere in Europe' } },
  { code: 'US', region: 'americas', names: { tw: '美國', cn: '美国', en: 'United States' } },
  { code: 'CA', region: 'americas', names: { tw: '加拿大', cn: '加拿大', en: 'Canada' } },
  { code: 'AMERICAS', region: 'americas', names: { tw: '美洲其他地區', cn: '美洲其他地区', en: 'Elsewhere in the Americas' } },
  { code: 'AU', region: 'oceania', names: { tw: '澳洲', cn: '澳洲', en: 'Australia' } },
  { code: 'NZ', region: 'oceania', names: { tw: '新西蘭', cn: '新西兰', en: 'New Zealand' } },
  { code: 'OTHER', region: 'other', names: { tw: '其他地區', cn: '其他地区', en: 'Elsewhere' } },
];
