// The audit module's public face (docs/how-a-module-is-built.md): what staff did, written in the
// caller's transaction with recordAudit, and the owner's view of the log. It imports no module,
// so every module that audits a staff write may import it.
export {
  AUDIT_PAGE_SIZE,
  CLI_ACTOR,
  createAuditService,
  recordAudit,
  type AuditActor,
  type AuditEntry,
  type AuditService,
  SETUP_ACTOR,
} from "./audit.service.ts";
