// The back office's payloads (/admin and /api/admin): one definition each, shared by the
// staff API's routes, the admin pages' loaders and actions, and their forms.
import { z } from "zod";

import { BUILD_STATUSES, BuildRejectionSchema } from "../builds.ts";
import { LOCALES } from "../locales.ts";
import { CURRENCY_CODES } from "../money.ts";
import { ORDER_STATUSES, PAYMENT_STATUSES, STAFF_ORDER_ACTIONS } from "../order-status.ts";
import { STAFF_ROLES } from "../staff.ts";
import { AccountEmailSchema, LoginSchema, NewPasswordSchema, PersonNameSchema } from "./account.ts";
import { LooseEmailSchema, PageSchema, PaginationSchema } from "./common.ts";
import { OrderSchema, type TimelineEntry, TimelineEntrySchema } from "./order.ts";

/** A form that is only its button (complete an order, send a mail again). */
export const NoFieldsSchema = z.object({});

/** spec-free back office: 25 rows a page on every list. */
export const ADMIN_PAGE_SIZE = 25;

const DateSchema = z.iso.date();

// ---------------------------------------------------------------------------------- orders ---

export const ORDER_SORTS = ["newest", "oldest", "total_desc", "total_asc"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** The order list's filters, as the query string carries them (a list can be bookmarked). */
export const AdminOrderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  payment: z.enum(PAYMENT_STATUSES).optional(),
  from: DateSchema.optional(),
  to: DateSchema.optional(),
  /** An order number, an e-mail or a customer's name (part of it). */
  q: z.string().trim().max(120).optional(),
  sort: z.enum(ORDER_SORTS).default("newest"),
  page: PageSchema,
});
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;

export const AdminOrderSummarySchema = z.object({
  id: z.string(),
  number: z.int(),
  createdAt: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  quantity: z.int(),
  total: z.number(),
  refunded: z.number(),
  /** The currency total and refunded are in: the order's own (decision 043). */
  currency: z.enum(CURRENCY_CODES),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderPageSchema = z.object({ data: z.array(AdminOrderSummarySchema), pagination: PaginationSchema });
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

export { TimelineEntrySchema, type TimelineEntry };

export const RefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  lines: z.array(z.object({ line: z.int(), quantity: z.int() })),
  reason: z.string(),
  state: z.enum(["pending", "succeeded", "failed"]),
  error: z.string().nullable(),
  createdAt: z.string(),
});

export const AdminOrderSchema = OrderSchema.extend({
  locale: z.string(),
  refunded: z.number(),
  /** The provider's session that took (or takes) the money. */
  payment: z.object({ provider: z.string(), sessionId: z.string().nullable() }),
  /** Per line (by position in cart): units refunded so far. */
  refundedQuantities: z.array(z.int()),
  customer: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  timeline: z.array(TimelineEntrySchema),
  paymentEvents: z.array(z.object({ provider: z.string(), eventId: z.string(), type: z.string(), receivedAt: z.string() })),
  refunds: z.array(RefundSchema),
  /** What staff may do now (the transition table): the page shows exactly these. */
  actions: z.array(z.enum(STAFF_ORDER_ACTIONS)),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

const TrackingSchema = z.string().trim().min(3).max(64);
const ReasonSchema = z.string().trim().max(500).default("");

/** The order's moves, each with what it takes (the back office's forms read each with its own). */
export const ShipOrderSchema = z.object({
  carrier: z.string().trim().min(2).max(60),
  trackingNumber: TrackingSchema.regex(/^[A-Za-z0-9 -]+$/, "letters, digits, spaces and dashes only"),
  trackingUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});
export const CancelOrderSchema = z.object({ reason: ReasonSchema });
export const RefundOrderSchema = z.object({
  /** Empty or absent: everything not yet refunded. */
  lines: z
    .array(z.object({ line: z.int().min(1), quantity: z.int().min(1).max(10_000) }))
    .max(200)
    .default([]),
  reason: ReasonSchema,
  /** A replayed request with the same key refunds nothing twice (rule 4). */
  idempotencyKey: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[\w-]+$/),
});

/** POST /order/{id}: the staff call that moves an order (spec §7 "Order update"). */
export const OrderMoveSchema = z.discriminatedUnion("action", [
  ShipOrderSchema.extend({ action: z.literal("ship") }),
  z.object({ action: z.literal("complete") }),
  CancelOrderSchema.extend({ action: z.literal("cancel") }),
  RefundOrderSchema.extend({ action: z.literal("refund") }),
]);

/** The ship form: a tracking address left empty is none. */
export const ShipOrderFormSchema = ShipOrderSchema.extend({
  trackingUrl: z.union([z.literal("").transform(() => undefined), ShipOrderSchema.shape.trackingUrl]),
});
/** The refund form: every line's units, 0 for a line not refunded. */
export const RefundOrderFormSchema = RefundOrderSchema.extend({
  lines: z
    .array(z.object({ line: z.int().min(1), quantity: z.int().min(0).max(10_000) }))
    .max(200)
    .transform((lines) => lines.filter((line) => line.quantity > 0)),
});
export type OrderMove = z.infer<typeof OrderMoveSchema>;

// ------------------------------------------------------------------------------- dashboard ---

export const DashboardSchema = z.object({
  today: z.object({ orders: z.int(), revenue: z.number() }),
  week: z.object({ orders: z.int(), revenue: z.number() }),
  /** Paid and not shipped yet. */
  awaitingShipment: z.int(),
  /** Paid orders whose money must go back (refund_due) or cancelled ones still holding money. */
  refundsOwed: z.int(),
  lowStock: z.array(z.object({ id: z.int(), name: z.string(), sku: z.string(), slug: z.string(), stock: z.int() })),
  failedMails: z.int(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

// ------------------------------------------------------------------------------- customers ---

export const AdminCustomerQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  page: PageSchema,
});
export type AdminCustomerQuery = z.infer<typeof AdminCustomerQuerySchema>;

export const AdminCustomerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  emailVerified: z.boolean(),
  disabled: z.boolean(),
  orders: z.int(),
  spent: z.number(),
});
export type AdminCustomerSummary = z.infer<typeof AdminCustomerSummarySchema>;

export const AdminCustomerPageSchema = z.object({ data: z.array(AdminCustomerSummarySchema), pagination: PaginationSchema });

export const AdminCustomerSchema = AdminCustomerSummarySchema.extend({
  phone: z.string(),
  addresses: z.array(z.object({ id: z.int(), lines: z.array(z.string()), isDefault: z.boolean() })),
  garage: z.array(z.object({ id: z.int(), label: z.string() })),
  recentOrders: z.array(AdminOrderSummarySchema),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

export const CustomerAccessSchema = z.object({ disabled: z.boolean() });
/** The back office's button that disables or enables an account: its hidden value is text. */
export const CustomerAccessFormSchema = z.object({ disabled: z.enum(["true", "false"]).transform((value) => value === "true") });

// ---------------------------------------------------------------------------------- outbox ---

export const MAIL_STATES = ["queued", "retrying", "sent", "failed"] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const AdminOutboxQuerySchema = z.object({
  state: z.enum(MAIL_STATES).optional(),
  q: z.string().trim().max(120).optional(),
  page: PageSchema,
});
export type AdminOutboxQuery = z.infer<typeof AdminOutboxQuerySchema>;

export const OutboxMailSummarySchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type OutboxMailSummary = z.infer<typeof OutboxMailSummarySchema>;
export const OutboxPageSchema = z.object({ data: z.array(OutboxMailSummarySchema), pagination: PaginationSchema });
export const OutboxMailSchema = OutboxMailSummarySchema.extend({ text: z.string(), html: z.string() });
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

// ------------------------------------------------------------------------- background jobs ---

/** A job's states, as the queue (pg-boss) names them: waiting, waiting to be tried again, running, done, called off, given up. */
export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

export const AdminJobsQuerySchema = z.object({
  state: z.enum(JOB_STATES).optional(),
  /** A kind of job (catalogue-import.apply, mail.send, orders.expire-unpaid ...). */
  name: z.string().trim().max(120).optional(),
  page: PageSchema,
});
export type AdminJobsQuery = z.infer<typeof AdminJobsQuerySchema>;

export const JobSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  /** Runs that failed and were tried again (or are to be). */
  retryCount: z.int(),
  retryLimit: z.int(),
  lastError: z.string().nullable(),
  /** What the job is about (an import's id, a mail's), when it names one. */
  key: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** When it may run (next): a retry waits its backoff. */
  startAfter: z.string(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;
export const JobsPageSchema = z.object({ data: z.array(JobSummarySchema), pagination: PaginationSchema });

// ------------------------------------------------------------------------- staff and audit ---

export const StaffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  createdAt: z.string(),
  disabled: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** The staff sign-in: a customer's, without "remember me" (a staff session is never a long one). */
export const StaffLoginSchema = LoginSchema.pick({ email: true, password: true });

/**
 * The link a start of a shop without an owner prints (/admin/setup/<token>): 32 random bytes,
 * base64url. Its message is the refusal the service gives any link it does not know.
 */
export const FirstOwnerTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "FIRST_OWNER_LINK_INVALID");

/** The shop's first owner, made with that link: the account's name, e-mail and password rules. */
export const FirstOwnerSchema = z.object({
  name: PersonNameSchema,
  email: AccountEmailSchema,
  password: NewPasswordSchema,
});
export type FirstOwnerInput = z.infer<typeof FirstOwnerSchema>;

/** The setup page's form: the password typed twice, as the invitation's (an owner locked out has no one to ask). */
export const FirstOwnerFormSchema = FirstOwnerSchema.extend({ confirm: z.string() }).refine((form) => form.password === form.confirm, {
  path: ["confirm"],
  message: "mismatch",
  when: (payload) => typeof (payload.value as { confirm?: unknown }).confirm === "string",
});

export const AddStaffSchema = z.object({
  email: LooseEmailSchema,
  /** Left empty: the part of the address before the @. */
  name: z.string().trim().max(100).optional(),
  role: z.enum(STAFF_ROLES),
});

/** A member of staff the back office acts on (a row's button). */
export const StaffMemberIdSchema = z.object({ id: z.uuid() });
export const StaffRoleFormSchema = StaffMemberIdSchema.extend({ role: z.enum(STAFF_ROLES) });

export const AuditEntrySchema = z.object({
  id: z.int(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export const AuditPageSchema = z.object({ data: z.array(AuditEntrySchema), pagination: PaginationSchema });
export const AdminAuditQuerySchema = z.object({
  entityType: z.string().max(40).optional(),
  entityId: z.string().max(100).optional(),
  page: PageSchema,
});

// ------------------------------------------------------------------------------ newsletter ---

/** A sign-up's state: waiting for its confirmation link, confirmed (receives the newsletter), or unsubscribed. */
export const SUBSCRIBER_STATES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export const AdminSubscribersQuerySchema = z.object({
  state: z.enum(SUBSCRIBER_STATES).optional(),
  q: z.string().trim().max(120).optional(),
  page: PageSchema,
});
export type AdminSubscribersQuery = z.infer<typeof AdminSubscribersQuerySchema>;

export const AdminSubscriberSchema = z.object({
  id: z.int(),
  email: z.string(),
  locale: z.enum(LOCALES),
  state: z.enum(SUBSCRIBER_STATES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;

export const AdminSubscriberPageSchema = z.object({
  data: z.array(AdminSubscriberSchema),
  /** How many addresses are in each state, whatever the filter. */
  counts: z.object({ pending: z.int(), confirmed: z.int(), unsubscribed: z.int() }),
  pagination: PaginationSchema,
});

/** A newsletter issue staff send to every confirmed subscriber: plain text, each mail with its own unsubscribe link. */
export const NewsletterIssueSchema = z.object({
  subject: z.string().trim().min(3, "Write a subject of at least 3 characters.").max(150, "Keep the subject under 150 characters."),
  text: z.string().trim().min(20, "Write at least 20 characters.").max(20_000, "Keep the text under 20,000 characters."),
});
export type NewsletterIssue = z.infer<typeof NewsletterIssueSchema>;

/** The send form carries a key made when it was shown: the same form sent twice mails nobody twice. */
export const NewsletterSendSchema = NewsletterIssueSchema.extend({
  key: z.string().regex(/^[\w-]{16,64}$/, "Reload the page and send again."),
});

// ---------------------------------------------------------------------------------- builds ---

/** The builds' list: one state (waiting builds first: that is the work to do) or all of them. */
export const BUILD_VIEWS = [...BUILD_STATUSES, "all"] as const;
export const AdminBuildsQuerySchema = z.object({ status: z.enum(BUILD_VIEWS).default("pending"), page: PageSchema });

/** A move of one build that needs nothing but the build: publish it, or take it down. */
export const BuildMoveSchema = z.object({ id: z.int().min(1).max(2_147_483_647) });
export const BuildRejectFormSchema = BuildMoveSchema.extend(BuildRejectionSchema.shape);

// ---------------------------------------------------------------------------------- search ---

/** Phrases that mean the same to a shopper, one a line or separated by commas. */
export const SynonymsFormSchema = z.object({
  phrases: z
    .string()
    .trim()
    .min(3)
    .max(2000)
    .transform((text) => text.split(/[\n,]/)),
});
export const SynonymGroupIdSchema = z.object({ id: z.int().min(1).max(2_147_483_647) });
/** A search nobody found anything for, as the misses' list keeps it. */
export const SearchMissSchema = z.object({ query: z.string().max(200) });
export const SearchMissesQuerySchema = z.object({ page: PageSchema });
