/**
 * The reference lists the adapter calls answer from: car brands and their models (brand names as
 * they are written in Macao and Hong Kong for tw, on the mainland for cn), mortgage banks in Macao,
 * and block codes of residential buildings (Chinese names, and Portuguese names for en, with the
 * district). SAMPLE DATA for the reference gateway: a real deployment answers from the insurer's
 * own lists. Codes are stable: orders store them.
 */

/** A name in the three storefront languages. */
export interface ListNames {
  tw: string;
  cn: string;
  en: string;
}

export interface BrandEntry {
  code: string;
  names: ListNames;
  /** Model names are the maker's, the same in every language. */
  models: string[];
}

export interface BankEntry {
  code: string;
  names: ListNames;
}

/** Districts of Macao, keyed by the code block entries carry (their labels are `dict.district.<code>`). */
export const DISTRICTS = ['PEN', 'TAI', 'COT', 'COL'] as const;
export type District = (typeof DISTRICTS)[number];

export interface BlockEntry {
  code: string;
  /** tw and cn Chinese names, en the Portuguese (or official English) name. */
  names: ListNames;
  district: District;
}

const same = (name: string): ListNames => ({ tw: name, cn: name, en: name });

export const CAR_BRANDS: readonly BrandEntry[] = [
  { code: 'TOYOTA', names: { tw: '豐田', cn: '丰田', en: 'Toyota' }, models: ['Alphard', 'Vellfire', 'Noah', 'Voxy', 'Sienta', 'Corolla Cross', 'C-HR', 'Camry', 'Prius', 'RAV4', 'Crown'] },
  { code: 'LEXUS', names: { tw: '凌志', cn: '雷克萨斯', en: 'Lexus' }, models: ['UX', 'NX', 'RX', 'ES', 'LM'] },
  { code: 'HONDA', names: { tw: '本田', cn: '本田', en: 'Honda' }, models: ['Fit', 'Vezel', 'CR-V', 'Freed', 'Odyssey', 'Stepwgn', 'Civic'] },
  { code: 'NISSAN', names: { tw: '日產', cn: '日产', en: 'Nissan' }, models: ['Note', 'Serena', 'X-Trail', 'Kicks', 'Leaf'] },
  { code: 'MAZDA', names: { tw: '萬事得', cn: '马自达', en: 'Mazda' }, models: ['Mazda2', 'Mazda3', 'CX-3', 'CX-30', 'CX-5'] },
  { code: 'MITSUBISHI', names: { tw: '三菱', cn: '三菱', en: 'Mitsubishi' }, models: ['Outlander', 'Eclipse Cross', 'ASX'] },
  { code: 'SUBARU', names: { tw: '富士', cn: '斯巴鲁', en: 'Subaru' }, models: ['Forester', 'XV', 'Outback'] },
  { code: 'MERCEDES_BENZ', names: { tw: '平治', cn: '梅赛德斯-奔驰', en: 'Mercedes-Benz' }, models: ['A-Class', 'C-Class', 'E-Class', 'S-Class', 'GLA', 'GLC', 'GLE', 'EQA'] },
  { code: 'BMW', names: { tw: '寶馬', cn: '宝马', en: 'BMW' }, models: ['1 Series', '3 Series', '5 Series', 'X1', 'X3', 'X5', 'iX3'] },
  { code: 'AUDI', names: { tw: '奧迪', cn: '奥迪', en: 'Audi' }, models: ['A3', 'A4', 'A6', 'Q3', 'Q5'] },
  { code: 'VOLKSWAGEN', names: { tw: '福士', cn: '大众', en: 'Volkswagen' }, models: ['Polo', 'Golf', 'Tiguan', 'ID.4'] },
  { code: 'PORSCHE', names: { tw: '保時捷', cn: '保时捷', en: 'Porsche' }, models: ['Macan', 'Cayenne', '911', 'Taycan'] },
  { code: 'MINI', names: same('MINI'), models: ['Cooper', 'Countryman'] },
  { code: 'VOLVO', names: { tw: '富豪', cn: '沃尔沃', en: 'Volvo' }, models: ['XC40', 'XC60', 'XC90'] },
  { code: 'TESLA', names: { tw: '特斯拉', cn: '特斯拉', en: 'Tesla' }, models: ['Model 3', 'Model Y', 'Model S', 'Model X'] },
  { code: 'BYD', names: { tw: '比亞迪', cn: '比亚迪', en: 'BYD' }, models: ['Atto 3', 'Dolphin', 'Seal', 'Han'] },
  { code: 'HYUNDAI', names: { tw: '現代', cn: '现代', en: 'Hyundai' }, models: ['Kona', 'Tucson', 'Ioniq 5'] },
  { code: 'KIA', names: { tw: '起亞', cn: '起亚', en: 'Kia' }, models: ['Sportage', 'Niro', 'EV6'] },
];

export const MORTGAGE_BANKS: readonly BankEntry[] = [
  { code: 'BOC', names: { tw: '中國銀行澳門分行', cn: '中国银行澳门分行', en: 'Bank of China Macau Branch' } },
  { code: 'ICBC', names: { tw: '中國工商銀行（澳門）', cn: '中国工商银行（澳门）', en: 'ICBC (Macau)' } },
  { code: 'BNU', names: { tw: '大西洋銀行', cn: '大西洋银行', en: 'Banco Nacional Ultramarino (BNU)' } },
  { code: 'TAIFUNG', names: { tw: '大豐銀行', cn: '大丰银行', en: 'Tai Fung Bank' } },
  { code: 'LUSO', names: { tw: '澳門國際銀行', cn: '澳门国际银行', en: 'Luso International Banking' } },
  { code: 'OCBC_WH', names: { tw: '華僑永亨銀行', cn: '华侨永亨银行', en: 'OCBC Wing Hang Bank (Macau)' } },
  { code: 'BCM', names: { tw: '澳門商業銀行', cn: '澳门商业银行', en: 'Banco Comercial de Macau' } },
  { code: 'CCB', names: { tw: '中國建設銀行澳門分行', cn: '中国建设银行澳门分行', en: 'China Construction Bank Macau Branch' } },
  { code: 'HSBC', names: { tw: '滙豐銀行澳門分行', cn: '汇丰银行澳门分行', en: 'HSBC Macau Branch' } },
  { code: 'BEA', names: { tw: '東亞銀行澳門分行', cn: '东亚银行澳门分行', en: 'Bank of East Asia Macau Branch' } },
  { code: 'DAHSING', names: { tw: '大新銀行澳門分行', cn: '大新银行澳门分行', en: 'Dah Sing Bank Macau Branch' } },
  { code: 'CMB_WL', names: { tw: '招商永隆銀行澳門分行', cn: '招商永隆银行澳门分行', en: 'CMB Wing Lung Bank Macau Branch' } },
  { code: 'MCB', names: { tw: '澳門華人銀行', cn: '澳门华人银行', en: 'Macau Chinese Bank' } },
];

export const BLOCK_CODES: readonly BlockEntry[] = [
  { code: 'PEN0001', names: { tw: '海上居', cn: '海上居', en: 'La Baie du Noble' }, district: 'PEN' },
  { code: 'PEN0002', names: { tw: '壹號湖畔', cn: '壹号湖畔', en: 'One Central Residences' }, district: 'PEN' },
  { code: 'PEN0003', names: { tw: '祐漢新邨', cn: '祐汉新邨', en: 'Bairro Iao Hon' }, district: 'PEN' },
  { code: 'PEN0004', names: { tw: '望廈社屋', cn: '望厦社屋', en: 'Habitação Social de Mong-Há' }, district: 'PEN' },
  { code: 'PEN0005', names: { tw: '青怡大廈', cn: '青怡大厦', en: 'Edifício Cheng I' }, district: 'PEN' },
  { code: 'PEN0006', names: { tw: '筷子基社屋', cn: '筷子基社屋', en: 'Bairro Social do Fai Chi Kei' }, district: 'PEN' },
  { code: 'PEN0007', names: { tw: '保利達花園', cn: '保利达花园', en: 'Jardim Polytec' }, district: 'PEN' },
  { code: 'TAI0001', names: { tw: '海洋花園', cn: '海洋花园', en: 'Jardins do Oceano' }, district: 'TAI' },
  { code: 'TAI0002', names: { tw: '濠景花園', cn: '濠景花园', en: 'Jardins da Nova Taipa' }, district: 'TAI' },
  { code: 'TAI0003', names: { tw: '寰宇天下', cn: '寰宇天下', en: 'Windsor Arch' }, district: 'TAI' },
  { code: 'COT0001', names: { tw: '海天居', cn: '海天居', en: 'One Oasis' }, district: 'COT' },
  { code: 'COL0001', names: { tw: '石排灣樂群樓', cn: '石排湾乐群楼', en: 'Edifício Lok Kuan, Seac Pai Van' }, district: 'COL' },
];

/** A model's code: its brand's code and its name in capitals, other characters as `_` (`TESLA_MODEL_3`). */
export function modelCode(brandCode: string, model: string): string {
  return `${brandCode}_${model.toUpperCase().replace(/[^A-Z0-9]+/g, '_').replace(/^_|_$/g, '')}`;
}
