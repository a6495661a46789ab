/**
 * Occupations for accident products (adapter.queryOccupationList), each with its accident risk class:
 * 1 office and indoor work, 2 light outdoor or supervisory work, 3 manual and driving work, 4 work at
 * heights, at sea or with explosives. SAMPLE DATA for the reference gateway: a real deployment answers
 * from the insurer's occupation table. Codes are stable: orders store them.
 */
import type { OccupationClass } from '../../contract/rows/user-data.js';
import type { ListNames } from '../catalog/reference-lists.js';

export interface OccupationGroup {
  names: ListNames;
  occupations: { code: string; names: ListNames; occupationClass: OccupationClass }[];
}

export const OCCUPATION_GROUPS: readonly OccupationGroup[] = [
  {
    names: { tw: '辦公室及專業', cn: '办公室及专业', en: 'Office and professional' },
    occupations: [
      { code: 'OFF001', names: { tw: '文員', cn: '文员', en: 'Clerk' }, occupationClass: 1 },
      { code: 'OFF002', names: { tw: '會計師', cn: '会计师', en: 'Accountant' }, occupationClass: 1 },
      { code: 'OFF003', names: { tw: '律師', cn: '律师', en: 'Lawyer' }, occupationClass: 1 },
      { code: 'OFF004', names: { tw: '程式設計師', cn: '程序设计师', en: 'Software developer' }, occupationClass: 1 },
      { code: 'OFF005', names: { tw: '銀行職員', cn: '银行职员', en: 'Bank officer' }, occupationClass: 1 },
      { code: 'OFF006', names: { tw: '公務員（文職）', cn: '公务员（文职）', en: 'Civil servant (office)' }, occupationClass: 1 },
      { code: 'OFF007', names: { tw: '保險代理人', cn: '保险代理人', en: 'Insurance agent' }, occupationClass: 1 },
    ],
  },
  {
    names: { tw: '教育及醫療', cn: '教育及医疗', en: 'Education and health' },
    occupations: [
      { code: 'EDU001', names: { tw: '教師', cn: '教师', en: 'Teacher' }, occupationClass: 1 },
      { code: 'EDU002', names: { tw: '學生', cn: '学生', en: 'Student' }, occupationClass: 1 },
      { code: 'MED001', names: { tw: '醫生', cn: '医生', en: 'Doctor' }, occupationClass: 1 },
      { code: 'MED002', names: { tw: '護士', cn: '护士', en: 'Nurse' }, occupationClass: 2 },
      { code: 'MED003', names: { tw: '藥劑師', cn: '药剂师', en: 'Pharmacist' }, occupationClass: 1 },
      { code: 'MED004', names: { tw: '救護員', cn: '救护员', en: 'Paramedic' }, occupationClass: 3 },
    ],
  },
  {
    names: { tw: '酒店、博彩及零售', cn: '酒店、博彩及零售', en: 'Hotels, gaming and retail' },
    occupations: [
      { code: 'HOS001', names: { tw: '荷官', cn: '荷官', en: 'Casino dealer' }, occupationClass: 1 },
      { code: 'HOS002', names: { tw: '酒店前台接待員', cn: '酒店前台接待员', en: 'Hotel receptionist' }, occupationClass: 1 },
      { code: 'HOS003', names: { tw: '樓面服務員', cn: '楼面服务员', en: 'Waiter' }, occupationClass: 2 },
      { code: 'HOS004', names: { tw: '廚師', cn: '厨师', en: 'Cook' }, occupationClass: 2 },
      { code: 'HOS005', names: { tw: '房務員', cn: '房务员', en: 'Room attendant' }, occupationClass: 2 },
      { code: 'RET001', names: { tw: '售貨員', cn: '售货员', en: 'Shop assistant' }, occupationClass: 1 },
      { code: 'RET002', names: { tw: '導遊', cn: '导游', en: 'Tour guide' }, occupationClass: 2 },
      { code: 'RET003', names: { tw: '家務工作者', cn: '家务工作者', en: 'Homemaker' }, occupationClass: 1 },
      { code: 'RET004', names: { tw: '退休人士', cn: '退休人士', en: 'Retired' }, occupationClass: 1 },
    ],
  },
  {
    names: { tw: '運輸', cn: '运输', en: 'Transport' },
    occupations: [
      { code: 'TRA001', names: { tw: '的士司機', cn: '出租车司机', en: 'Taxi driver' }, occupationClass: 3 },
      { code: 'TRA002', names: { tw: '巴士司機', cn: '巴士司机', en: 'Bus driver' }, occupationClass: 3 },
      { code: 'TRA003', names: { tw: '貨車司機', cn: '货车司机', en: 'Lorry driver' }, occupationClass: 3 },
      { code: 'TRA004', names: { tw: '外賣送遞員', cn: '外卖送递员', en: 'Food delivery rider' }, occupationClass: 3 },
      { code: 'TRA005', names: { tw: '機師', cn: '机师', en: 'Airline pilot' }, occupationClass: 2 },
      { code: 'TRA006', names: { tw: '空中服務員', cn: '空中服务员', en: 'Flight attendant' }, occupationClass: 2 },
      { code: 'TRA007', names: { tw: '船員', cn: '船员', en: 'Seafarer' }, occupationClass: 4 },
    ],
  },
  {
    names: { tw: '工程及維修', cn: '工程及维修', en: 'Construction and maintenance' },
    occupations: [
      { code: 'CON001', names: { tw: '建築師', cn: '建筑师', en: 'Architect' }, occupationClass: 1 },
      { code: 'CON002', names: { tw: '地盤管工', cn: '工地管工', en: 'Site foreman' }, occupationClass: 3 },
      { code: 'CON003', names: { tw: '電工', cn: '电工', en: 'Electrician' }, occupationClass: 3 },
      { code: 'CON004', names: { tw: '水喉匠', cn: '水管工', en: 'Plumber' }, occupationClass: 3 },
      { code: 'CON005', names: { tw: '汽車維修技工', cn: '汽车维修技工', en: 'Car mechanic' }, occupationClass: 3 },
      { code: 'CON006', names: { tw: '棚架工人', cn: '脚手架工人', en: 'Scaffolder' }, occupationClass: 4 },
      { code: 'CON007', names: { tw: '高空外牆清潔工', cn: '高空外墙清洁工', en: 'High-rise window cleaner' }, occupationClass: 4 },
      { code: 'CON008', names: { tw: '爆破工人', cn: '爆破工人', en: 'Blaster' }, occupationClass: 4 },
    ],
  },
  {
    names: { tw: '紀律部隊及保安', cn: '纪律部队及保安', en: 'Disciplined services and security' },
    occupations: [
      { code: 'SEC001', names: { tw: '警員', cn: '警员', en: 'Police officer' }, occupationClass: 3 },
      { code: 'SEC002', names: { tw: '消防員', cn: '消防员', en: 'Firefighter' }, occupationClass: 4 },
      { code: 'SEC003', names: { tw: '保安員', cn: '保安员', en: 'Security guard' }, occupationClass: 2 },
      { code: 'SEC004', names: { tw: '漁民', cn: '渔民', en: 'Fisherman' }, occupationClass: 4 },
    ],
  },
];
