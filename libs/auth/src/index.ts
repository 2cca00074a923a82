export {
  currentRolesAtom,
  currentUserAtom,
  isSignedInAtom,
  sessionNoticeAtom,
  sessionUserSchema,
  signOutAtom,
  tokenAtom,
  type SessionUser,
} from './session';
export { systemSettingsAtom, type SystemSettingValues } from './system-settings';
export {
  useDateFormat,
  useDateTimeFormat,
  useDateTimeFormatter,
  useDayFormatter,
  useMomentFormatter,
} from './date-time-format';
export { configureSessionClient } from './session-client';
export {
  preselectedProject,
  rememberedProject,
  rememberProject,
  useProjectChoice,
  type ProjectChoice,
} from './project-choice';
