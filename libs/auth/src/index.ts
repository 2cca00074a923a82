export { browserPasswordHash, sha256Hex } from './password-hash';
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
