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
