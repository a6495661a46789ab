/** Link builders and route data of the mine section (pure data: no page imports; see ../sections/mine.ts for its routes). */
/** Link builders for the section's routes: pages never spell these paths by hand. */
export const minePaths = {
  mineQuestions: (): string => '/pages/mine/questions/index',
  mineIdea: (): string => '/pages/mine/idea/index',
  mineKnowledge: (): string => '/pages/mine/myknowledge/index',
  mineKnowledgeDetail: (id: string): string => `/pages/mine/myknowledge/detail/index?id=${encodeURIComponent(id)}`,
  mineAgreements: (agreementId?: string): string =>
    agreementId ? `/pages/mine/agreements/index?agreementId=${encodeURIComponent(agreementId)}` : '/pages/mine/agreements/index',
  mineRelatives: (): string => '/pages/mine/relatives/index',
  mineEditRelatives: (relativeId?: string): string =>
    relativeId ? `/pages/mine/editRelatives/index?relativeId=${encodeURIComponent(relativeId)}` : '/pages/mine/editRelatives/index',
  mineMyCar: (): string => '/pages/mine/myCar/index',
  mineMyService: (): string => '/pages/mine/myService/index',
  mineUserInfo: (): string => '/pages/mine/userInfo/index',
  mineAuthUser: (): string => '/pages/mine/authUser/index',
  mineAuthUser2: (): string => '/pages/mine/authUser2/index',
  mineAuthUser3: (): string => '/pages/mine/authUser3/index',
  mineAuthResult: (): string => '/pages/mine/authResult/index',
  mineSet: (): string => '/pages/mine/set/index',
  mineUpdateName: (): string => '/pages/mine/set/updateName/index',
  mineUserGrade: (): string => '/pages/mine/userGrade/index',
  mineGradeNotice: (): string => '/pages/mine/userGrade/gradeNotice/index',
} as const;
