export default function HashText() {
  return <p>HashText</p>;
}
