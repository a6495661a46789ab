/**
 * The knowledge section's seeded articles, in the three languages: practical insurance reading for
 * Macao residents. Bodies are simple HTML (p, h3, ul, ol, li, strong), shown as they are.
 */
import type { Lang } from '../../engine/index.js';
import type { ArticleCategory } from './knowledge.repo.js';

export interface SeedArticle {
  articleId: string;
  category: ArticleCategory;
  publishedOn: string;
  texts: Record<Lang, { title: string; summary: string; bodyHtml: string }>;
}

export const KNOWLEDGE_ARTICLES: readonly SeedArticle[] = [
  {
    articleId: 'KA-TRAVEL-TIPS',
    category: 'travel',
    publishedOn: '2025-03-02',
    texts: {
      tw: {
        title: '出發前必讀：旅遊保險五個要點',
        summary: '由醫療費用到行程延誤，出發前花五分鐘檢查保障，旅途更安心。',
        bodyHtml: '<p>一份合適的旅遊保險，能在旅途中遇到意外時為您分擔費用。出發前請留意以下五點：</p>'
          + '<ol><li><strong>醫療保障額</strong>：前往醫療費用高昂的地區（如美國、日本），建議選擇較高的醫療保障。</li>'
          + '<li><strong>保障地區</strong>：確認計劃涵蓋所有目的地，包括轉機地點。</li>'
          + '<li><strong>行程延誤及取消</strong>：了解延誤多少小時可獲賠償，以及需要保留哪些證明文件。</li>'
          + '<li><strong>行李及個人財物</strong>：貴重物品通常設有單件賠償上限。</li>'
          + '<li><strong>高風險活動</strong>：潛水、滑雪等活動可能屬於不保事項，請先查看條款。</li></ol>'
          + '<h3>出險時怎樣做？</h3><p>請盡快致電緊急援助熱線，並保留單據、醫生證明及航空公司發出的延誤證明，回澳後經網上提交理賠申請。</p>',
      },
      cn: {
        title: '出发前必读：旅游保险五个要点',
        summary: '由医疗费用到行程延误，出发前花五分钟检查保障，旅途更安心。',
        bodyHtml: '<p>一份合适的旅游保险，能在旅途中遇到意外时为您分担费用。出发前请留意以下五点：</p>'
          + '<ol><li><strong>医疗保障额</strong>：前往医疗费用高昂的地区（如美国、日本），建议选择较高的医疗保障。</li>'
          + '<li><strong>保障地区</strong>：确认计划涵盖所有目的地，包括转机地点。</li>'
          + '<li><strong>行程延误及取消</strong>：了解延误多少小时可获赔偿，以及需要保留哪些证明文件。</li>'
          + '<li><strong>行李及个人财物</strong>：贵重物品通常设有单件赔偿上限。</li>'
          + '<li><strong>高风险活动</strong>：潜水、滑雪等活动可能属于不保事项，请先查看条款。</li></ol>'
          + '<h3>出险时怎样做？</h3><p>请尽快致电紧急援助热线，并保留单据、医生证明及航空公司发出的延误证明，回澳后经网上提交理赔申请。</p>',
      },
      en: {
        title: 'Before you fly: five things to check in your travel insurance',
        summary: 'From medical costs to delayed flights: five minutes with your cover before you leave makes the trip calmer.',
        bodyHtml: '<p>The right travel insurance shares the cost when something goes wrong abroad. Check these five points before you leave:</p>'
          + '<ol><li><strong>Medical limit</strong>: for destinations with expensive care (such as the United States or Japan), choose a higher medical limit.</li>'
          + '<li><strong>Area of cover</strong>: make sure the plan covers every destination, transit stops included.</li>'
          + '<li><strong>Delay and cancellation</strong>: know after how many hours a delay pays and which documents you must keep.</li>'
          + '<li><strong>Baggage and belongings</strong>: valuables usually have a limit per item.</li>'
          + '<li><strong>Hazardous activities</strong>: diving or skiing may be excluded, so read the terms first.</li></ol>'
          + '<h3>If something happens</h3><p>Call the emergency assistance line as soon as you can, keep receipts, the doctor\'s certificate and the airline\'s delay letter, and claim online when you are back in Macao.</p>',
      },
    },
  },
  {
    articleId: 'KA-MOTOR-COVER',
    category: 'motor',
    publishedOn: '2025-02-10',
    texts: {
      tw: {
        title: '澳門汽車保險保障甚麼？',
        summary: '強制性第三者責任保險與綜合保險有何分別？一文看清。',
        bodyHtml: '<p>根據澳門法律，所有在公共道路行駛的汽車及電單車必須投保<strong>強制性汽車民事責任保險</strong>，保障因交通意外對第三者造成的身體傷害及財物損失。</p>'
          + '<h3>第三者保險不保甚麼？</h3><ul><li>您自己車輛的損毀</li><li>車輛被盜</li><li>駕駛者本人的受傷</li></ul>'
          + '<h3>綜合保險</h3><p>綜合保險在第三者責任以外，亦保障自己車輛因碰撞、火災、盜竊及颱風水浸等造成的損失，並可附加駕駛者及乘客意外保障。</p>'
          + '<p>續保時請核對車牌、車架號碼及指定駕駛者資料，以免影響賠償。</p>',
      },
      cn: {
        title: '澳门汽车保险保障什么？',
        summary: '强制性第三者责任保险与综合保险有何分别？一文看清。',
        bodyHtml: '<p>根据澳门法律，所有在公共道路行驶的汽车及摩托车必须投保<strong>强制性汽车民事责任保险</strong>，保障因交通意外对第三者造成的身体伤害及财物损失。</p>'
          + '<h3>第三者保险不保什么？</h3><ul><li>您自己车辆的损毁</li><li>车辆被盗</li><li>驾驶者本人的受伤</li></ul>'
          + '<h3>综合保险</h3><p>综合保险在第三者责任以外，亦保障自己车辆因碰撞、火灾、盗窃及台风水浸等造成的损失，并可附加驾驶者及乘客意外保障。</p>'
          + '<p>续保时请核对车牌、车架号码及指定驾驶者资料，以免影响赔偿。</p>',
      },
      en: {
        title: 'What does motor insurance cover in Macao?',
        summary: 'Compulsory third-party liability or comprehensive cover: the difference in one read.',
        bodyHtml: '<p>Under Macao law every car and motorcycle on a public road must carry <strong>compulsory motor civil liability insurance</strong>, which covers injury and property damage caused to third parties in a traffic accident.</p>'
          + '<h3>What third-party cover does not pay</h3><ul><li>Damage to your own vehicle</li><li>Theft of the vehicle</li><li>Injury to the driver</li></ul>'
          + '<h3>Comprehensive cover</h3><p>Comprehensive insurance adds cover for your own vehicle against collision, fire, theft and typhoon flooding, and can add accident cover for the driver and passengers.</p>'
          + '<p>When you renew, check the plate, chassis number and named drivers so that a claim is not affected.</p>',
      },
    },
  },
  {
    articleId: 'KA-TYPHOON-HOME',
    category: 'home',
    publishedOn: '2025-06-15',
    texts: {
      tw: {
        title: '颱風季節：家居保險與防風準備',
        summary: '八號風球前後應做甚麼？家居保險又如何保障水浸及窗戶損毀？',
        bodyHtml: '<p>每年六月至十月是澳門的颱風季節。做好準備，可減少損失，也讓理賠更順利。</p>'
          + '<h3>風球懸掛前</h3><ul><li>關好門窗，在大型玻璃窗貼上膠紙</li><li>把露台上的花盆及雜物移入室內</li><li>低窪地區住戶應把電器及貴重物品移至高處</li></ul>'
          + '<h3>家居保險保障甚麼？</h3><p>家居財物保險一般保障颱風、水浸及火災對室內財物、裝修造成的損失；部分計劃亦包括臨時住宿費用及個人責任。</p>'
          + '<h3>受損後</h3><p>在安全情況下拍照記錄損毀情況，保留維修報價及單據，並於保單規定期限內通知保險公司。</p>',
      },
      cn: {
        title: '台风季节：家居保险与防风准备',
        summary: '八号风球前后应做什么？家居保险又如何保障水浸及窗户损毁？',
        bodyHtml: '<p>每年六月至十月是澳门的台风季节。做好准备，可减少损失，也让理赔更顺利。</p>'
          + '<h3>风球悬挂前</h3><ul><li>关好门窗，在大型玻璃窗贴上胶纸</li><li>把露台上的花盆及杂物移入室内</li><li>低洼地区住户应把电器及贵重物品移至高处</li></ul>'
          + '<h3>家居保险保障什么？</h3><p>家居财物保险一般保障台风、水浸及火灾对室内财物、装修造成的损失；部分计划亦包括临时住宿费用及个人责任。</p>'
          + '<h3>受损后</h3><p>在安全情况下拍照记录损毁情况，保留维修报价及单据，并于保单规定期限内通知保险公司。</p>',
      },
      en: {
        title: 'Typhoon season: home insurance and getting ready',
        summary: 'What to do before and after signal No. 8, and how home insurance covers flooding and broken windows.',
        bodyHtml: '<p>Macao\'s typhoon season runs from June to October. A little preparation limits the damage and makes a claim smoother.</p>'
          + '<h3>Before the signal goes up</h3><ul><li>Close doors and windows and tape large panes</li><li>Bring plants and loose items in from the balcony</li><li>In low-lying areas, lift appliances and valuables off the floor</li></ul>'
          + '<h3>What home insurance covers</h3><p>Home contents insurance usually covers loss to contents and fittings from typhoon, flooding and fire; some plans also pay temporary accommodation and personal liability.</p>'
          + '<h3>After the damage</h3><p>When it is safe, photograph the damage, keep repair quotes and receipts, and tell the insurer within the period the policy sets.</p>',
      },
    },
  },
  {
    articleId: 'KA-CLAIM-STEPS',
    category: 'claims',
    publishedOn: '2025-04-20',
    texts: {
      tw: {
        title: '網上理賠三步曲',
        summary: '準備文件、填寫申請、跟進進度：網上提交理賠其實很簡單。',
        bodyHtml: '<ol><li><strong>準備文件</strong>：身份證明文件、保單號碼、收據正本的清晰相片及醫生證明或警方報告。</li>'
          + '<li><strong>填寫申請</strong>：在「我的理賠」選擇保單及理賠類別，上載文件並提交。</li>'
          + '<li><strong>跟進進度</strong>：提交後可隨時查看審核進度；如需補交文件，我們會以訊息通知您。</li></ol>'
          + '<p>請保留收據正本，直至理賠完成。</p>',
      },
      cn: {
        title: '网上理赔三步曲',
        summary: '准备文件、填写申请、跟进进度：网上提交理赔其实很简单。',
        bodyHtml: '<ol><li><strong>准备文件</strong>：身份证明文件、保单号码、收据正本的清晰相片及医生证明或警方报告。</li>'
          + '<li><strong>填写申请</strong>：在「我的理赔」选择保单及理赔类别，上载文件并提交。</li>'
          + '<li><strong>跟进进度</strong>：提交后可随时查看审核进度；如需补交文件，我们会以消息通知您。</li></ol>'
          + '<p>请保留收据正本，直至理赔完成。</p>',
      },
      en: {
        title: 'Claiming online in three steps',
        summary: 'Gather the documents, fill in the claim, follow it up: claiming online is simpler than it sounds.',
        bodyHtml: '<ol><li><strong>Gather the documents</strong>: your ID, the policy number, clear photos of the original receipts and the doctor\'s certificate or police report.</li>'
          + '<li><strong>Fill in the claim</strong>: in "My claims" choose the policy and the kind of claim, upload the documents and submit.</li>'
          + '<li><strong>Follow it up</strong>: you can see the progress at any time; if anything else is needed we will send you a message.</li></ol>'
          + '<p>Keep the original receipts until the claim is settled.</p>',
      },
    },
  },
  {
    articleId: 'KA-TRAVEL-DELAY',
    category: 'travel',
    publishedOn: '2025-07-08',
    texts: {
      tw: {
        title: '航班延誤了，可以索償嗎？',
        summary: '了解延誤保障的計算方式，以及向航空公司索取證明的方法。',
        bodyHtml: '<p>大部分旅遊保險計劃在航班因惡劣天氣、機件故障或罷工而延誤超過指定時數（例如六小時）時，按每段延誤時數作出定額賠償。</p>'
          + '<h3>需要甚麼證明？</h3><ul><li>航空公司或機場發出的延誤證明，列明原定及實際起飛時間</li><li>登機證及電子機票</li></ul>'
          + '<p><strong>提示：</strong>因出發後才宣佈的颱風而延誤一般受保；但若投保時颱風已被命名並預報，則可能不獲賠償。</p>',
      },
      cn: {
        title: '航班延误了，可以索偿吗？',
        summary: '了解延误保障的计算方式，以及向航空公司索取证明的方法。',
        bodyHtml: '<p>大部分旅游保险计划在航班因恶劣天气、机件故障或罢工而延误超过指定时数（例如六小时）时，按每段延误时数作出定额赔偿。</p>'
          + '<h3>需要什么证明？</h3><ul><li>航空公司或机场发出的延误证明，列明原定及实际起飞时间</li><li>登机证及电子机票</li></ul>'
          + '<p><strong>提示：</strong>因出发后才宣布的台风而延误一般受保；但若投保时台风已被命名并预报，则可能不获赔偿。</p>',
      },
      en: {
        title: 'My flight was delayed: can I claim?',
        summary: 'How delay cover is counted, and how to get proof from the airline.',
        bodyHtml: '<p>Most travel plans pay a fixed amount for each block of delay when a flight is held up beyond a set time (for example six hours) by bad weather, mechanical failure or a strike.</p>'
          + '<h3>What proof is needed?</h3><ul><li>The airline\'s or airport\'s delay letter with the scheduled and actual departure times</li><li>Your boarding pass and e-ticket</li></ul>'
          + '<p><strong>Tip:</strong> a delay from a typhoon announced after you bought the policy is usually covered; one that was already named and forecast when you bought it may not be.</p>',
      },
    },
  },
  {
    articleId: 'KA-HEALTH-BASICS',
    category: 'health',
    publishedOn: '2025-05-12',
    texts: {
      tw: {
        title: '醫療保險常見名詞解釋',
        summary: '等候期、自付額、不保事項……投保前先弄清這些名詞。',
        bodyHtml: '<ul><li><strong>等候期</strong>：保單生效後的一段時間內，某些疾病不獲保障。</li>'
          + '<li><strong>自付額</strong>：每次索償由受保人先承擔的金額。</li>'
          + '<li><strong>投保前已有病症</strong>：投保前已存在的疾病，一般不獲保障，除非另有約定。</li>'
          + '<li><strong>賠償上限</strong>：每項或每年可獲賠償的最高金額。</li></ul>'
          + '<p>如實申報健康狀況，可避免日後理賠爭議。</p>',
      },
      cn: {
        title: '医疗保险常见名词解释',
        summary: '等候期、自付额、不保事项……投保前先弄清这些名词。',
        bodyHtml: '<ul><li><strong>等候期</strong>：保单生效后的一段时间内，某些疾病不获保障。</li>'
          + '<li><strong>自付额</strong>：每次索偿由受保人先承担的金额。</li>'
          + '<li><strong>投保前已有病症</strong>：投保前已存在的疾病，一般不获保障，除非另有约定。</li>'
          + '<li><strong>赔偿上限</strong>：每项或每年可获赔偿的最高金额。</li></ul>'
          + '<p>如实申报健康状况，可避免日后理赔争议。</p>',
      },
      en: {
        title: 'Health insurance terms explained',
        summary: 'Waiting period, deductible, exclusions: the words to know before you buy.',
        bodyHtml: '<ul><li><strong>Waiting period</strong>: a time after the policy starts during which some illnesses are not covered.</li>'
          + '<li><strong>Deductible</strong>: the amount the insured pays first on each claim.</li>'
          + '<li><strong>Pre-existing condition</strong>: an illness you had before buying, usually not covered unless agreed.</li>'
          + '<li><strong>Limit</strong>: the most the policy pays per item or per year.</li></ul>'
          + '<p>Declaring your health truthfully avoids disputes when you claim.</p>',
      },
    },
  },
];
