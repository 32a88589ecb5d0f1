/** The spec's waiting message, announced politely. */
export function BlogLoading() {
  return (
    <p role="status" className="blog-status">
      Loading...
    </p>
  );
}

/** The spec's failure message, announced at once. */
export function BlogError({ message }: { message: string }) {
  return (
    <p role="alert" className="blog-status blog-status--error">
      {`An error occurred: ${message}`}
    </p>
  );
}
