/**
 * Chinese workplace words and their English equivalents: a Chinese question about a policy written
 * only in English ("年假有多少天？") otherwise shares no word with it. Alternatives split one
 * concept's weight; the knowledge base decides which of them it uses.
 */
import { normalize, terms } from "./text.js";

// Word → English equivalents ("|" between alternatives). General workplace vocabulary, not one organisation's.
const ZH_EN: Record<string, string> = {
  年假: "annual leave", 病假: "sick leave", 事假: "unpaid leave|personal leave", 婚假: "marriage leave", 产假: "maternity leave",
  陪产假: "paternity leave", 育儿假: "parental leave", 丧假: "bereavement leave", 调休: "time off in lieu|compensatory time off",
  请假: "leave|time off", 休假: "leave|holiday", 假期: "leave|holiday", 法定节假日: "public holiday", 节假日: "public holiday",
  加班: "overtime", 加班费: "overtime pay", 周末: "weekend|rest day", 工作日: "working day|weekday", 值班: "on call", 排班: "rota|roster", 排到: "rostered|roster|rota", 最晚: "latest|late", 最早: "earliest|early", 换班: "shift swap", 夜班: "night shift",
  什么时候发: "paid|payment", 发放: "paid|payment", 到账: "paid|payment", 工资: "salary|pay", 薪水: "salary", 薪资: "salary", 奖金: "bonus", 推荐奖金: "referral bonus", 内推: "referral", 推荐: "referral|refer|recommend",
  绩效: "performance", 考核: "review|appraisal", 评估: "review|assessment|evaluation", 评分: "rating|score", 打分: "rating|score", 评级: "rating", 晋升: "promotion", 培训: "training", 课程: "course", 证书: "certificate",
  报销: "reimburse|expense claim", 费用: "expense|cost", 发票: "invoice|receipt|fapiao", 抬头: "company name|full company name", 税号: "tax id|tax number", 收据: "receipt",
  出差: "business trip|travel", 差旅: "travel", 住宿: "lodging|accommodation|hotel", 酒店: "hotel", 机票: "flight",
  经济舱: "economy class", 商务舱: "business class", 头等舱: "first class", 升舱: "upgrade", 二等座: "second class", 一等座: "first class", 高铁: "train", 火车: "train", 出租车: "taxi", 打车: "taxi", 餐补: "meal allowance|per diem",
  餐费: "meal", 伙食: "meal", 早餐: "breakfast|meal", 午餐: "lunch|meal", 晚餐: "dinner|evening meal|meal", 晚饭: "dinner|evening meal|meal", 招待: "entertainment|hospitality", 礼品: "gift", 礼物: "gift", 红包: "cash gift",
  供应商: "supplier|vendor", 每日: "daily|per day", 价值: "value|worth", 出国: "abroad|international", 外地: "another city", 异地: "another city", 其他城市: "another city", 别的城市: "another city", 国外: "abroad|overseas", 海外: "overseas|abroad", 境外: "abroad|overseas",
  利益冲突: "conflict of interest", 玩笑: "jokes|comments", 开玩笑: "jokes|comments", 年龄: "age", 宗教: "religion", 歧视: "discrimination", 霸凌: "bullying", 欺负: "bullying|harassment", 性骚扰: "sexual harassment", 动手动脚: "harassment|sexual harassment|unwelcome", 摸我: "harassment|sexual harassment|unwelcome", 碰我: "harassment|unwelcome", 拍我: "harassment|unwelcome", 报复: "retaliation", 调查: "investigation", 结果: "outcome|result", 匿名: "anonymous", 兼职: "outside employment|side job", 行为准则: "code of conduct", 骚扰: "harassment",
  举报: "report|whistleblowing", 申报: "disclose|declare|declaration", 妹妹: "family member", 姐姐: "family member", 哥哥: "family member", 弟弟: "family member", 披露: "disclose", 家人: "family member|family", 亲戚: "relative|family member", 亲属: "relative|family member",
  投诉: "complaint", 退钱: "refund", 退费: "refund", 远程办公: "remote work", 居家办公: "work from home|remote work", 在家办公: "work from home|remote work",
  办公设备: "office equipment", 网费: "internet", 宽带: "broadband|internet", 补贴: "allowance|stipend", 津贴: "allowance",
  显示器: "monitor", 键盘: "keyboard", 鼠标: "mouse", 耳机: "headset|headphones", 摄像头: "webcam|camera", 椅子: "chair", 人体工学椅: "ergonomic chair|chair", 办公桌: "desk", 桌子: "desk|table", 台灯: "desk lighting|lamp",
  电脑: "laptop|computer", 笔记本电脑: "laptop", 手机: "phone", 密码: "password", 账号: "account", 账户: "account",
  能收: "accept", 可以收: "accept", 收下: "accept", 收礼: "accept gifts|gift", 收受: "accept", 送的: "gift", 送我: "gift",
  私人: "personal", 私用: "personal use|personal", 自用: "personal use|personal", 购买: "purchase|buy",
  数据: "data", 资料: "data|information|documents", 个人信息: "personal information", 客户资料: "customer data|customer personal information", 客户信息: "customer data|customer personal information",
  个人邮箱: "personal email|personal account", 泄露: "exposure|loss|leak", 泄漏: "exposure|loss|leak", 源代码: "source code", 源码: "source code", 代码: "code|source code", 贴进去: "paste|enter|entered", 粘贴: "paste|enter|entered", 输入: "enter|entered|input", U盘: "usb drive|usb", 传到: "transfer|transferred", 传输: "transfer|transferred", 拷到: "copy|copied", 拷贝: "copy|copied", 复制: "copy|copied", 优盘: "usb drive|usb", 网盘: "cloud storage|personal cloud storage", 机密: "confidential", 保密: "confidential", 人工智能: "ai", 信用卡: "credit card|corporate card",
  公司卡: "corporate card", 保险: "insurance", 安全: "safety|security", 搬迁: "relocation", 搬家: "relocation", 签证: "visa",
  新员工: "new joiner|new employee", 实习生: "intern", 销售: "sales", 经理: "manager", 主管: "manager|supervisor",
  审批: "approval|approve", 批准: "approve|approval", 申请: "apply|application", 截止: "deadline", 试用期: "probation", 离职: "leaving|resign",
  辞职: "resign|resignation", 入职: "join", 医生: "doctor", 病假条: "medical certificate|sick note", 停车: "parking",
  停车证: "parking permit", 班车: "shuttle", 制服: "uniform", 工伤: "workplace injury", 事故: "incident|accident",
  图书馆: "library", 罚款: "fine|penalty", 考试: "exam", 学费: "tuition", 会议: "conference|meeting", 访客: "visitor|guest",
  邮箱: "email", 电子邮件: "email", 打印: "print", 实验室: "lab|laboratory", 结转: "carry over", 没休完: "unused", 没用完: "unused", 未休: "unused", 未使用: "unused", 剩下的: "unused|remaining", 剩余: "unused|remaining", 换新: "replacement|refresh|new", 换台新: "replacement|refresh|new", 明年: "next year",
  丢了: "lost", 丢失: "lost", 遗失: "lost", 被偷: "stolen", 被盗: "stolen", 损坏: "damage|damaged", 坏了: "broken|damage",
  生病: "sick|illness|unwell", 不舒服: "unwell|sick", 孩子: "child|children", 小孩: "child|children", 儿子: "child", 女儿: "child", 父母: "parent|parents", 照顾: "care|caring", 告诉: "inform|tell", 通知: "inform|notify",
  老婆: "spouse|family member", 妻子: "spouse|family member", 太太: "spouse|family member", 老公: "spouse|family member", 丈夫: "spouse|family member", 爱人: "spouse|family member",
  怀孕: "pregnancy|pregnant", 生孩子: "birth|childbirth",
  男的: "father|paternity|partner", 男性: "father|paternity|partner|male", 男员工: "father|paternity|partner|male", 爸爸: "father|paternity|partner", 父亲: "father|paternity|partner",
  病人: "patient", 患者: "patient", 隐私: "privacy", 照片: "photo", 拍照: "photo",
  工牌: "badge|id card", 工卡: "badge|id card", 通行证: "pass", 热线: "hotline|line|helpline", 违规: "breach|wrongdoing|misconduct",
  里程: "mileage", 司机: "driver", 驾驶: "driving|driver", 开车: "driving|drive", 货车: "lorry|truck|hgv", 卡车: "lorry|truck|hgv",
  驾驶室: "cab", 过夜: "overnight|night out", 表格: "form", 仓库: "warehouse", 安全鞋: "safety boots|safety footwear",
  冷库: "cold store|chiller|freezer", 职业健康: "occupational health", 证明: "certificate|note", 针扎: "needlestick|needle",
  半夜: "night|midnight", 热饭: "hot food|hot meal", 工作时间: "working time|working hours", 休息: "rest|break",
  小费: "tips|gratuities", 服务费: "service charge", 冰箱: "fridge|refrigerator", 冷藏: "chilled|fridge|refrigerated", 冷冻: "frozen|freezer",
  购物卡: "gift card|shopping voucher", 国庆: "national day|public holiday", 饭补: "meal allowance", 员工卡: "staff card|id card|badge", 临时工: "casual|temporary", 油费: "fuel|mileage", 微信: "wechat|message|text",
  住酒店: "stay|hotel|room", 房价: "room rate|per room", 主厨: "head chef|chef", 厨师: "chef|cook", 退款: "refund", 现金: "cash", 酒吧: "bar", 顶班: "cover|covering", 服务员: "waiter|server",
  优惠: "discount", 优惠价: "discount|reduced rate|staff rate", 折扣: "discount", 过敏: "allergy|allergen", 客人: "guest|customer", 顾客: "customer",
  每天: "daily|per day", 每周: "weekly|per week", 每月: "monthly|per month", 提前: "in advance|advance", 事先: "in advance|advance", 预先: "in advance|advance", 一周: "per week|week", 一星期: "per week|week", 一个星期: "per week|week", 一个月: "per month|month", 小时: "hours", 分钟: "minutes",
  学习: "learning|study", 预算: "budget", 门票: "ticket|registration", 健身: "gym|fitness", 健身房: "gym", 游泳: "swimming", 瑜伽: "yoga", 会员: "membership", 会员费: "membership", 心理咨询: "counselling|therapy", 股票: "stock|shares|equity", 期权: "option|stock option",
  健康: "health|wellness|wellbeing", 体检: "health check|medical", 医疗: "medical|health", 牙科: "dental", 退休: "retirement|pension", 养老金: "pension",
  吃饭: "meal", 饭钱: "meal", 唱K: "karaoke", 唱歌: "karaoke", 月饼: "gift", 拜访: "visit", 见客户: "client visit|visit client", 拜访客户: "client visit|visit client", 客户: "client|customer", 每晚: "per night", 一晚: "per night",
  // Cities by their English names, as policies written in English list them.
  北京: "beijing", 上海: "shanghai", 广州: "guangzhou", 深圳: "shenzhen", 成都: "chengdu", 杭州: "hangzhou", 武汉: "wuhan", 西安: "xi'an|xian",
  南京: "nanjing", 天津: "tianjin", 重庆: "chongqing", 苏州: "suzhou", 香港: "hong kong", 伦敦: "london", 纽约: "new york", 东京: "tokyo", 新加坡: "singapore",
  西雅图: "seattle", 旧金山: "san francisco", 洛杉矶: "los angeles", 芝加哥: "chicago", 波士顿: "boston", 华盛顿: "washington", 奥斯汀: "austin", 多伦多: "toronto", 温哥华: "vancouver",
  巴黎: "paris", 柏林: "berlin", 法兰克福: "frankfurt", 阿姆斯特丹: "amsterdam", 都柏林: "dublin", 悉尼: "sydney", 墨尔本: "melbourne", 首尔: "seoul", 大阪: "osaka", 曼谷: "bangkok", 迪拜: "dubai", 孟买: "mumbai", 班加罗尔: "bangalore|bengaluru",
  最多: "maximum", 最长: "maximum|longest", 至少: "at least|minimum", 最少: "minimum|at least", 上限: "limit|maximum|cap",
};

const WORDS = Object.keys(ZH_EN).sort((a, b) => b.length - a.length);
/** Each word's equivalents as terms, worked out once. */
const ZH_TERMS = alternativesOf(ZH_EN);

/** A phrase list's equivalents as terms: one list of terms per "|"-separated alternative. */
export function alternativesOf(list: Record<string, string>): Map<string, string[][]> {
  return new Map(Object.entries(list).map(([phrase, alts]) => [phrase, alts.split("|").map((alt) => terms(alt))]));
}

/** Claims `length` characters from `at` unless a longer phrase already holds one of them. */
export function claim(taken: Set<number>, at: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (taken.has(at + i)) return false;
  for (let i = 0; i < length; i++) taken.add(at + i);
  return true;
}

/** An equivalent wholly in the knowledge base's words. */
const usable = (alt: string[], knows: (term: string) => boolean) => alt.length > 0 && alt.every(knows);

/** Whether one of the word's equivalents is wholly in the knowledge base's words. */
export function bridges(g: Gloss, knows: (term: string) => boolean): boolean {
  return g.alternatives.some((alt) => usable(alt, knows));
}

export interface Gloss {
  /** Where the Chinese word stands in the text. */
  start: number;
  end: number;
  /** The word or phrase found. */
  phrase: string;
  /** Its English equivalents, as terms: one list per alternative. */
  alternatives: string[][];
  /** The phrase's own words do not mean what they say alone ("sign off", "a 17 year old"): the equivalents carry its weight. */
  idiom?: boolean;
}

/** The glossary's words in `text` (offsets into its normalized form, as term spans have), longest first where they overlap. */
export function glosses(raw: string): Gloss[] {
  const text = normalize(raw);
  const out: Gloss[] = [];
  const taken = new Set<number>();
  for (const word of WORDS) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      if (claim(taken, at, word.length)) out.push({ start: at, end: at + word.length, phrase: word, alternatives: ZH_TERMS.get(word) ?? [] });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** English terms for the Chinese words of `text`, each weighted by its share of its word's alternatives. */
export function glossTerms(text: string, knows: (term: string) => boolean = () => true): Map<string, number> {
  return weighAlternatives(glosses(text), knows, true);
}

/**
 * Each alternative's terms with its share of the word's weight. The knowledge base's own way of
 * saying it counts; alternatives it never uses do not dilute it. With none it uses, all count
 * (`orAll`, for Chinese: the English words are still what the question means) or none do.
 */
export function weighAlternatives(found: Gloss[], knows: (term: string) => boolean, orAll: boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const g of found) {
    const used = g.alternatives.filter((alt) => usable(alt, knows));
    const list = used.length ? used : orAll ? g.alternatives : [];
    // A word shared by several alternatives ("card" in "staff card|id card") carries each one's share.
    const share = (t: string) => list.filter((alt) => alt.includes(t)).length / list.length;
    for (const alt of list) for (const t of alt) out.set(t, Math.max(out.get(t) ?? 0, share(t)));
  }
  return out;
}
