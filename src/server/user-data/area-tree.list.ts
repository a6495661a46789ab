/**
 * The address area tree (adapter.areaTree): Macao with its seven parishes and Cotai, Hong Kong's three
 * regions and eighteen districts, and Guangdong's prefecture-level cities. Codes are stable: addresses
 * store them. SAMPLE DATA for the reference gateway in the shape of the insurer's tree.
 */
import type { ListNames } from '../catalog/reference-lists.js';

export interface AreaEntry {
  code: string;
  names: ListNames;
  children?: AreaEntry[];
}

const node = (code: string, tw: string, cn: string, en: string, children?: AreaEntry[]): AreaEntry =>
  (children ? { code, names: { tw, cn, en }, children } : { code, names: { tw, cn, en } });

export const AREA_TREE: readonly AreaEntry[] = [
  node('MO', '澳門', '澳门', 'Macao', [
    node('MO_FATIMA', '花地瑪堂區', '花地玛堂区', 'Nossa Senhora de Fátima'),
    node('MO_ANTONIO', '花王堂區', '花王堂区', 'Santo António'),
    node('MO_LAZARO', '望德堂區', '望德堂区', 'São Lázaro'),
    node('MO_SE', '大堂區', '大堂区', 'Sé'),
    node('MO_LOURENCO', '風順堂區', '风顺堂区', 'São Lourenço'),
    node('MO_CARMO', '嘉模堂區（氹仔）', '嘉模堂区（氹仔）', 'Nossa Senhora do Carmo (Taipa)'),
    node('MO_XAVIER', '聖方濟各堂區（路環）', '圣方济各堂区（路环）', 'São Francisco Xavier (Coloane)'),
    node('MO_COTAI', '路氹城', '路氹城', 'Cotai'),
  ]),
  node('HK', '香港', '香港', 'Hong Kong', [
    node('HK_ISLAND', '香港島', '香港岛', 'Hong Kong Island', [
      node('HK_CW', '中西區', '中西区', 'Central and Western'),
      node('HK_WC', '灣仔區', '湾仔区', 'Wan Chai'),
      node('HK_EA', '東區', '东区', 'Eastern'),
      node('HK_SO', '南區', '南区', 'Southern'),
    ]),
    node('HK_KOWLOON', '九龍', '九龙', 'Kowloon', [
      node('HK_YTM', '油尖旺區', '油尖旺区', 'Yau Tsim Mong'),
      node('HK_SSP', '深水埗區', '深水埗区', 'Sham Shui Po'),
      node('HK_KC', '九龍城區', '九龙城区', 'Kowloon City'),
      node('HK_WTS', '黃大仙區', '黄大仙区', 'Wong Tai Sin'),
      node('HK_KT', '觀塘區', '观塘区', 'Kwun Tong'),
    ]),
    node('HK_NT', '新界', '新界', 'New Territories', [
      node('HK_KWT', '葵青區', '葵青区', 'Kwai Tsing'),
      node('HK_TW', '荃灣區', '荃湾区', 'Tsuen Wan'),
      node('HK_TM', '屯門區', '屯门区', 'Tuen Mun'),
      node('HK_YL', '元朗區', '元朗区', 'Yuen Long'),
      node('HK_NO', '北區', '北区', 'North'),
      node('HK_TP', '大埔區', '大埔区', 'Tai Po'),
      node('HK_ST', '沙田區', '沙田区', 'Sha Tin'),
      node('HK_SK', '西貢區', '西贡区', 'Sai Kung'),
      node('HK_IS', '離島區', '离岛区', 'Islands'),
    ]),
  ]),
  node('GD', '廣東', '广东', 'Guangdong', [
    node('GD_GZ', '廣州', '广州', 'Guangzhou'),
    node('GD_SZ', '深圳', '深圳', 'Shenzhen'),
    node('GD_ZH', '珠海', '珠海', 'Zhuhai'),
    node('GD_ZS', '中山', '中山', 'Zhongshan'),
    node('GD_JM', '江門', '江门', 'Jiangmen'),
    node('GD_FS', '佛山', '佛山', 'Foshan'),
    node('GD_DG', '東莞', '东莞', 'Dongguan'),
    node('GD_HZ', '惠州', '惠州', 'Huizhou'),
    node('GD_ZQ', '肇慶', '肇庆', 'Zhaoqing'),
    node('GD_ST', '汕頭', '汕头', 'Shantou'),
    node('GD_ZJ', '湛江', '湛江', 'Zhanjiang'),
    node('GD_QY', '清遠', '清远', 'Qingyuan'),
    node('GD_SG', '韶關', '韶关', 'Shaoguan'),
    node('GD_MZ', '梅州', '梅州', 'Meizhou'),
    node('GD_YJ', '陽江', '阳江', 'Yangjiang'),
    node('GD_MM', '茂名', '茂名', 'Maoming'),
    node('GD_HY', '河源', '河源', 'Heyuan'),
    node('GD_SW', '汕尾', '汕尾', 'Shanwei'),
    node('GD_CZ', '潮州', '潮州', 'Chaozhou'),
    node('GD_JY', '揭陽', '揭阳', 'Jieyang'),
    node('GD_YF', '雲浮', '云浮', 'Yunfu'),
  ]),
];
