import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { latestBlogsQueryOptions } from '@/features/blog/api/latest-blogs';

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(latestBlogsQueryOptions(6)),
  head: () => ({ meta: [{ title: 'Space & Aviation Insights | Apogee' }] }),
  component: HomePage,
});

function HomePage() {
  const { data: blogs } = useSuspenseQuery(latestBlogsQueryOptions(6));
  return (
    <main id="main" className="container">
      <section aria-labelledby="recent-posts-title">
        <h2 id="recent-posts-title">Recent posts</h2>
        <p>Don&apos;t miss the latest trends</p>
        <ul>
          {blogs.map((blog) => (
            <li key={blog.id}>
              <h3>
                <Link to="/$blogSlug" params={{ blogSlug: blog.slug }}>
                  {blog.title}
                </Link>
              </h3>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
