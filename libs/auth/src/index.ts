export {
  currentRolesAtom,
  currentUserAtom,
  isSignedInAtom,
  sessionUserSchema,
  signOutAtom,
  tokenAtom,
  type SessionUser,
} from './session';
