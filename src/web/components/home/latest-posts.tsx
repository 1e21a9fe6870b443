import { useTranslation } from "../../i18n/translator.ts";
import { HomeSection } from "./home-section.tsx";
import { type BlogPostSummary, PostCard } from "./post-card.tsx";

/** The newest articles (spec §7 GET /blog, page 1, three posts). */
export function LatestPosts({ posts }: { posts: BlogPostSummary[] }) {
  const { t } = useTranslation();
  if (posts.length === 0) return null;
  return (
    <HomeSection id="posts-heading" title={t("home.posts.title")} allLink={{ to: "/blog", label: t("home.posts.all") }}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
