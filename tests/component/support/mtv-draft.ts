/** A new MTV draft whose plan and car are already filled in (a registration photo included), saved at `step`. */
export function mtvDraft(step: string | null) {
  return {
    b2cOrderId: 'MTV-TEST-000001',
    productCode: 'MTV',
    formData: {
      productCode: 'MTV', productType: 'PCA', planCode: 'COMP',
      basicInfo: { startDate: '2099-01-02', endDate: '2100-01-01', limit: '1,500,000', days: '365' },
      carInfo: {
        type: 'P', username: 'CHAN TAI MAN', carType: 'PCA', carCode: 'MA-12-34', carBrand: 'TOYOTA', carModel: 'TOYOTA_ALPHARD',
        carType2: 'MPV', carType3: 'HYBRID', carUserType: 'SDPC', motorCode: '2AR-1234567', carBodyCode: 'AYH30-0012345',
        motorSize: 2494, carSize: 7, carWeight: 2100, carYear: 2019, carDate: '2019-06-15', isMortgage: false,
        registrationImage: 'F-20261121-ABCDEF0123456789',
      },
    },
    step,
    updatedAt: '2026-11-21T10:00:00Z',
  };
}

/** The remote lists the MTV car step loads, answering with the draft's brand and model. */
export const MTV_CAR_LISTS = {
  'adapter.carBrandList': { items: [{ code: 'TOYOTA', name: 'Toyota' }] },
  'adapter.carModelList': { items: [{ code: 'TOYOTA_ALPHARD', name: 'Alphard' }] },
  'adapter.mortgageList': { items: [] },
} as const;
