export default function Base64StringConverter() {
  return <p>Base64StringConverter</p>;
}
