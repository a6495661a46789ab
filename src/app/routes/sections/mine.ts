/** Routes of spec section 2 — The mine section: user info, real-name authentication, settings, grade, relatives, cars, services, questions, suggestion, knowledge, agreements. */
import type { RouteEntry } from '../route-entry.js';

export const mineRoutes: readonly RouteEntry[] = [
  { id: 'mine.questions', path: '/pages/mine/questions/index', titleKey: 'page.mineQuestions', load: () => import('../../pages/mine/questions-page.js').then((m) => m.QuestionsPage) },
  { id: 'mine.idea', path: '/pages/mine/idea/index', titleKey: 'page.mineIdea', requiresSession: true, load: () => import('../../pages/mine/feedback-page.js').then((m) => m.FeedbackPage) },
  { id: 'mine.myknowledge', path: '/pages/mine/myknowledge/index', titleKey: 'page.mineKnowledge', load: () => import('../../pages/mine/knowledge-page.js').then((m) => m.KnowledgePage) },
  { id: 'mine.myknowledgeDetail', path: '/pages/mine/myknowledge/detail/index', titleKey: 'page.mineKnowledgeDetail', load: () => import('../../pages/mine/knowledge-detail-page.js').then((m) => m.KnowledgeDetailPage) },
  { id: 'mine.agreements', path: '/pages/mine/agreements/index', titleKey: 'page.mineAgreements', load: () => import('../../pages/mine/agreements-page.js').then((m) => m.AgreementsPage) },
  { id: 'mine.relatives', path: '/pages/mine/relatives/index', titleKey: 'page.mineRelatives', requiresSession: true, load: () => import('../../pages/mine/relatives-page.js').then((m) => m.RelativesPage) },
  { id: 'mine.editRelatives', path: '/pages/mine/editRelatives/index', titleKey: 'page.mineEditRelatives', requiresSession: true, load: () => import('../../pages/mine/edit-relatives-page.js').then((m) => m.EditRelativesPage) },
  { id: 'mine.myCar', path: '/pages/mine/myCar/index', titleKey: 'page.mineMyCar', requiresSession: true, load: () => import('../../pages/mine/my-car-page.js').then((m) => m.MyCarPage) },
  { id: 'mine.myService', path: '/pages/mine/myService/index', titleKey: 'page.mineMyService', requiresSession: true, load: () => import('../../pages/mine/my-service-page.js').then((m) => m.MyServicePage) },
  { id: 'mine.userInfo', path: '/pages/mine/userInfo/index', titleKey: 'page.mineUserInfo', requiresSession: true, load: () => import('../../pages/mine/user-info-page.js').then((m) => m.UserInfoPage) },
  { id: 'mine.authUser', path: '/pages/mine/authUser/index', titleKey: 'page.mineAuthUser', requiresSession: true, load: () => import('../../pages/mine/auth-name-page.js').then((m) => m.AuthNamePage) },
  { id: 'mine.authUser2', path: '/pages/mine/authUser2/index', titleKey: 'page.mineAuthUser', requiresSession: true, load: () => import('../../pages/mine/auth-document-page.js').then((m) => m.AuthDocumentPage) },
  { id: 'mine.authUser3', path: '/pages/mine/authUser3/index', titleKey: 'page.mineAuthUser', requiresSession: true, load: () => import('../../pages/mine/auth-review-page.js').then((m) => m.AuthReviewPage) },
  { id: 'mine.authResult', path: '/pages/mine/authResult/index', titleKey: 'page.mineAuthResult', requiresSession: true, load: () => import('../../pages/mine/auth-result-page.js').then((m) => m.AuthResultPage) },
  { id: 'mine.set', path: '/pages/mine/set/index', titleKey: 'page.mineSet', requiresSession: true, load: () => import('../../pages/mine/settings-page.js').then((m) => m.SettingsPage) },
  { id: 'mine.updateName', path: '/pages/mine/set/updateName/index', titleKey: 'page.mineUpdateName', requiresSession: true, load: () => import('../../pages/mine/update-name-page.js').then((m) => m.UpdateNamePage) },
  { id: 'mine.userGrade', path: '/pages/mine/userGrade/index', titleKey: 'page.mineUserGrade', requiresSession: true, load: () => import('../../pages/mine/user-grade-page.js').then((m) => m.UserGradePage) },
  { id: 'mine.gradeNotice', path: '/pages/mine/userGrade/gradeNotice/index', titleKey: 'page.mineGradeNotice', load: () => import('../../pages/mine/grade-notice-page.js').then((m) => m.GradeNoticePage) },
];
