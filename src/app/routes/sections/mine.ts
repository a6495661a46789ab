/** Routes of docs/spec/storefront-spec.md#2-screens-and-routes — The mine section: user info, real-name authentication, settings, grade, relatives, cars, services, questions, suggestion, knowledge, agreements. */
import type { RouteDeclaration } from '../route-entry.js';

export const mineRoutes: readonly RouteDeclaration[] = [
  { id: 'mine.questions', titleKey: 'page.mineQuestions', load: () => import('../../pages/mine/questions-page.js').then((m) => m.QuestionsPage) },
  { id: 'mine.feedback', titleKey: 'page.mineIdea', requiresSession: true, load: () => import('../../pages/mine/feedback-page.js').then((m) => m.FeedbackPage) },
  { id: 'mine.myknowledge', titleKey: 'page.mineKnowledge', load: () => import('../../pages/mine/knowledge-page.js').then((m) => m.KnowledgePage) },
  { id: 'mine.myknowledgeDetail', titleKey: 'page.mineKnowledgeDetail', load: () => import('../../pages/mine/knowledge-detail-page.js').then((m) => m.KnowledgeDetailPage) },
  { id: 'mine.agreements', titleKey: 'page.mineAgreements', load: () => import('../../pages/mine/agreements-page.js').then((m) => m.AgreementsPage) },
  { id: 'mine.relatives', titleKey: 'page.mineRelatives', requiresSession: true, load: () => import('../../pages/mine/relatives-page.js').then((m) => m.RelativesPage) },
  { id: 'mine.editRelatives', titleKey: 'page.mineEditRelatives', requiresSession: true, load: () => import('../../pages/mine/edit-relatives-page.js').then((m) => m.EditRelativesPage) },
  { id: 'mine.myCar', titleKey: 'page.mineMyCar', requiresSession: true, load: () => import('../../pages/mine/my-car-page.js').then((m) => m.MyCarPage) },
  { id: 'mine.myService', titleKey: 'page.mineMyService', requiresSession: true, load: () => import('../../pages/mine/my-service-page.js').then((m) => m.MyServicePage) },
  { id: 'mine.userInfo', titleKey: 'page.mineUserInfo', requiresSession: true, load: () => import('../../pages/mine/user-info-page.js').then((m) => m.UserInfoPage) },
  { id: 'mine.authName', titleKey: 'page.mineAuthUser', requiresSession: true, load: () => import('../../pages/mine/auth-name-page.js').then((m) => m.AuthNamePage) },
  { id: 'mine.authDocument', titleKey: 'page.mineAuthUser', requiresSession: true, load: () => import('../../pages/mine/auth-document-page.js').then((m) => m.AuthDocumentPage) },
  { id: 'mine.authReview', titleKey: 'page.mineAuthUser', requiresSession: true, load: () => import('../../pages/mine/auth-review-page.js').then((m) => m.AuthReviewPage) },
  { id: 'mine.authResult', titleKey: 'page.mineAuthResult', requiresSession: true, load: () => import('../../pages/mine/auth-result-page.js').then((m) => m.AuthResultPage) },
  { id: 'mine.settings', titleKey: 'page.mineSet', requiresSession: true, load: () => import('../../pages/mine/settings-page.js').then((m) => m.SettingsPage) },
  { id: 'mine.updateName', titleKey: 'page.mineUpdateName', requiresSession: true, load: () => import('../../pages/mine/update-name-page.js').then((m) => m.UpdateNamePage) },
  { id: 'mine.userGrade', titleKey: 'page.mineUserGrade', requiresSession: true, load: () => import('../../pages/mine/user-grade-page.js').then((m) => m.UserGradePage) },
  { id: 'mine.gradeNotice', titleKey: 'page.mineGradeNotice', load: () => import('../../pages/mine/grade-notice-page.js').then((m) => m.GradeNoticePage) },
];
