/** Link builders of the mine section (pure data: no page imports; see ../sections/mine.ts for its routes). */
import { linkTo } from '../link-to.js';

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const minePaths = {
  mineQuestions: (): string => linkTo('mine.questions'),
  mineFeedback: (): string => linkTo('mine.feedback'),
  mineKnowledge: (): string => linkTo('mine.myknowledge'),
  mineKnowledgeDetail: (id: string): string => linkTo('mine.myknowledgeDetail', { id }),
  mineAgreements: (agreementId?: string): string => linkTo('mine.agreements', { agreementId }),
  mineRelatives: (): string => linkTo('mine.relatives'),
  mineEditRelatives: (relativeId?: string): string => linkTo('mine.editRelatives', { relativeId }),
  mineMyCar: (): string => linkTo('mine.myCar'),
  mineMyService: (): string => linkTo('mine.myService'),
  mineUserInfo: (): string => linkTo('mine.userInfo'),
  /** Real-name authentication, step 1: the document type and the name. */
  mineAuthName: (): string => linkTo('mine.authName'),
  /** Step 2: the document number and the date of birth. */
  mineAuthDocument: (): string => linkTo('mine.authDocument'),
  /** Step 3: review and submit. */
  mineAuthReview: (): string => linkTo('mine.authReview'),
  mineAuthResult: (): string => linkTo('mine.authResult'),
  mineSettings: (): string => linkTo('mine.settings'),
  mineUpdateName: (): string => linkTo('mine.updateName'),
  mineUserGrade: (): string => linkTo('mine.userGrade'),
  mineGradeNotice: (): string => linkTo('mine.gradeNotice'),
} as const;
