import type { Database } from "../../../db/client.ts";
import {
  BUILD_LIMITS,
  BuildInputSchema,
  type BuildPhoto,
  BUILDS_PAGE_SIZE,
  buildSlug,
  type BuildStatus,
  firstNameOf,
} from "../../../domain/builds.ts";
import { ConflictError, InvalidInputError, NotFoundError, TooManyRequestsError } from "../../../domain/errors.ts";
import { TooManyPixelsError } from "../../../domain/photo-budget.ts";
import type { ProductView } from "../../../domain/product.ts";
import type { Actor } from "../../lib/admin-principal.ts";
import { paginate } from "../../lib/pagination.ts";
import type { Limiters } from "../../lib/rate-limiter.ts";
import { recordAudit } from "../audit/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { buildRejectedMail } from "./build-mails.ts";
import { createBuildsRepository } from "./builds.repository.ts";

export const BUILD_NOT_FOUND = "Build not found";
export const BUILD_NEEDS_PHOTO = `Add at least one photo of the build (at most ${BUILD_LIMITS.photos.max}).`;
export const BUILD_TOO_MANY_PHOTOS = `A build has at most ${BUILD_LIMITS.photos.max} photos.`;
export const BUILD_UNKNOWN_VEHICLE = "Choose the vehicle from the list.";
export const BUILD_UNKNOWN_PART = "One of the parts is not in the catalogue: choose it from the search.";
export const BUILD_NOT_IN_STATE = "This build was changed meanwhile: reload the page.";

/** Checks, stores and removes customers' photos (media/photo-store.ts). */
export interface BuildPhotoStore {
  /** Reads a photo's header, decoding nothing; refuses a photo that is not one or is over its own pixel budget. */
  check(bytes: Uint8Array): Promise<{ pixels: number }>;
  /** Decodes and keeps all the photos, or none: a 503 when the photo queue is full or their time runs out. */
  storeAll(files: Uint8Array[]): Promise<BuildPhoto[]>;
  remove(id: string): Promise<void>;
}

type Joined = NonNullable<Awaited<ReturnType<ReturnType<typeof createBuildsRepository>["byId"]>>>;

/** A build as /guest-post's card shows it: no surname, no e-mail, nothing of its author but a first name. */
function toCard({ build, ownerName, vehicle }: Joined) {
  return {
    slug: build.slug,
    title: build.title,
    owner: firstNameOf(ownerName),
    vehicle,
    photo: build.photos[0] ?? null,
    publishedAt: build.publishedAt?.toISOString() ?? null,
  };
}
export type BuildCard = ReturnType<typeof toCard>;

/** A build as its author and staff see it: with its state and, when refused, why. */
function toOwnView(joined: Joined) {
  const { build } = joined;
  return {
    ...toCard(joined),
    id: build.id,
    status: build.status,
    rejectionReason: build.rejectionReason,
    createdAt: build.createdAt.toISOString(),
  };
}
export type OwnBuild = ReturnType<typeof toOwnView>;

/**
 * Shoppers' builds: a signed-in customer submits one with photos and the parts on it;
 * it waits for staff, who publish it, refuse it with a reason mailed to its author, or take it down.
 */
export function createBuildsService(
  db: Database,
  deps: {
    photos: BuildPhotoStore;
    limiters: Limiters;
    productsInOrder: (ids: number[]) => Promise<ProductView[]>;
    /** Pixels a build's photos may have together (BUILD_MAX_MEGAPIXELS). */
    maxPixels: number;
  },
) {
  const repository = createBuildsRepository(db);

  async function viewOf(joined: Joined) {
    return {
      ...toOwnView(joined),
      story: joined.build.story,
      photos: joined.build.photos,
      parts: await deps.productsInOrder(await repository.partIdsOf(joined.build.id)),
    };
  }

  const TOO_MANY = "You sent several builds today: please wait for staff to read them.";

  /** Counts a build's photos on their headers, one by one: a refusal for the first photo that is no photo, too large, or over the build's budget. */
  function photoBudget() {
    let pixels = 0;
    return {
      async add(file: Uint8Array): Promise<void> {
        pixels += (await deps.photos.check(file)).pixels;
        if (pixels > deps.maxPixels) throw new TooManyPixelsError("build", deps.maxPixels);
      },
    };
  }

  return {
    photoBudget,

    /** Refuses a customer who has used up today's builds before their photos are read (they weigh up to 180 MB). */
    async assertMaySubmit(userId: string): Promise<void> {
      if (await deps.limiters.limiter("builds.perUser").isLimited([userId])) throw new TooManyRequestsError(TOO_MANY);
    },

    /**
     * A customer's new build, pending. Its photos' headers are checked first, each against its own
     * pixel budget and all together against the build's, before any is decoded; then they are
     * re-encoded (a refused one refuses the build and leaves nothing stored). Only a build
     * accepted spends one of the day's builds: any refusal gives it back (decision 021).
     */
    async submit(userId: string, input: unknown, files: Uint8Array[]): Promise<OwnBuild> {
      const parsed = BuildInputSchema.safeParse(input);
      if (!parsed.success) throw new InvalidInputError(parsed.error.issues[0]?.message ?? "Check the form.");
      if (files.length < BUILD_LIMITS.photos.min) throw new InvalidInputError(BUILD_NEEDS_PHOTO);
      if (files.length > BUILD_LIMITS.photos.max) throw new InvalidInputError(BUILD_TOO_MANY_PHOTOS);
      const budget = photoBudget();
      for (const file of files) await budget.add(file);
      const { title, story, vehicleId } = parsed.data;
      const partIds = [...new Set(parsed.data.partIds)];
      if (!(await repository.vehicleExists(vehicleId))) throw new InvalidInputError(BUILD_UNKNOWN_VEHICLE);
      if ((await deps.productsInOrder(partIds)).length !== partIds.length) throw new InvalidInputError(BUILD_UNKNOWN_PART);
      // Taken before the photos are decoded, so that one customer's builds sent at once cannot all slip under it.
      if (!(await deps.limiters.take([["builds.perUser", userId]]))) throw new TooManyRequestsError(TOO_MANY);

      let photos: BuildPhoto[] = [];
      try {
        photos = await deps.photos.storeAll(files);
        const row = await db.transaction((tx) =>
          createBuildsRepository(tx).insert({ userId, vehicleId, title, story, photos }, partIds, (id) => buildSlug(id, title)),
        );
        return toOwnView((await repository.byId(row.id))!);
      } catch (error) {
        // Undone: the photos kept so far, and the build counted. The shopper is told what refused the build, whatever befalls these.
        await Promise.allSettled([
          deps.limiters.limiter("builds.perUser").undo([userId]),
          ...photos.map((photo) => deps.photos.remove(photo.id)),
        ]);
        throw error;
      }
    },

    /** /guest-post: published builds, newest first, of a make and model when asked, with the makes and models there are. */
    async published(query: { make?: string | undefined; model?: string | undefined; page: number }) {
      const [{ rows, total }, vehicles] = await Promise.all([
        repository.published(query, query.page, BUILDS_PAGE_SIZE),
        repository.publishedVehicles(),
      ]);
      return { data: rows.map(toCard), vehicles, pagination: paginate(query.page, BUILDS_PAGE_SIZE, total) };
    },

    /** A build's page: a published one for anyone; an unpublished one for its author and staff only. */
    async bySlug(slug: string, viewer: { id: string; staff: boolean } | null) {
      const joined = await repository.bySlug(slug);
      const visible = joined && (joined.build.status === "published" || viewer?.staff || viewer?.id === joined.build.userId);
      if (!visible) throw new NotFoundError(BUILD_NOT_FOUND);
      return viewOf(joined);
    },

    /** The author's account: every build they sent, with its state. */
    mine: async (userId: string): Promise<OwnBuild[]> => (await repository.ofUser(userId)).map(toOwnView),

    /** The back office's list, oldest waiting first. */
    async forStaff(query: { status?: BuildStatus | undefined; page: number }) {
      const { rows, total } = await repository.forStaff(query.status, query.page, BUILDS_PAGE_SIZE);
      return { data: rows.map(toOwnView), pagination: paginate(query.page, BUILDS_PAGE_SIZE, total) };
    },

    /** One build for staff, whatever its state. */
    async forStaffById(id: number) {
      const joined = await repository.byId(id);
      if (!joined) throw new NotFoundError(BUILD_NOT_FOUND);
      return viewOf(joined);
    },

    /** Publishes a waiting or taken-down build; audited. */
    approve: (actor: Actor, id: number) =>
      moderate(actor, id, ["pending", "unpublished"], "build.approve", (now) => ({
        status: "published",
        publishedAt: now,
        rejectionReason: null,
      })),

    /** Refuses a waiting build; the reason is mailed to its author, in their language; audited. */
    reject: (actor: Actor, id: number, reason: string) =>
      moderate(actor, id, ["pending"], "build.reject", () => ({ status: "rejected", rejectionReason: reason }), reason),

    /** Takes a published build down; audited. */
    unpublish: (actor: Actor, id: number) => moderate(actor, id, ["published"], "build.unpublish", () => ({ status: "unpublished" })),
  };

  async function moderate(
    actor: Actor,
    id: number,
    from: BuildStatus[],
    action: string,
    change: (now: Date) => Parameters<ReturnType<typeof createBuildsRepository>["transition"]>[2],
    reason?: string,
  ): Promise<OwnBuild> {
    const before = await repository.byId(id);
    if (!before) throw new NotFoundError(BUILD_NOT_FOUND);
    const now = new Date();
    await db.transaction(async (tx) => {
      const after = await createBuildsRepository(tx).transition(id, from, { ...change(now), moderatedAt: now });
      // Two members of staff at once, or a stale page: the second finds the build moved on.
      if (!after) throw new ConflictError(BUILD_NOT_IN_STATE);
      await recordAudit(tx, actor, {
        action,
        entityType: "build",
        entityId: String(id),
        before: { status: before.build.status },
        after: { status: after.status, ...(reason ? { reason } : {}) },
      });
      if (reason) {
        const author = { email: before.ownerEmail, name: before.ownerName, locale: before.ownerLocale };
        await enqueueMail(
          tx,
          buildRejectedMail(author, { id, title: before.build.title }, reason, `build-rejected:${id}:${now.getTime()}`),
        );
      }
    });
    return toOwnView((await repository.byId(id))!);
  }
}

export type BuildsService = ReturnType<typeof createBuildsService>;
