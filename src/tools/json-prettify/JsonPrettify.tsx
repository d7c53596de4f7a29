export default function JsonPrettify() {
  return <p>JsonPrettify</p>;
}
