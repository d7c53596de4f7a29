export default function TokenGenerator() {
  return <p>TokenGenerator</p>;
}
