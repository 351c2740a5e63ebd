//! The runtime used as a native service would: no Python, a message in, a kernel run on host memory.

use std::path::Path;

fn fixture(name: &str, cache: &Path, always: bool) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures").join(name);
    let mut v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap();
    v["cache_dir"] = serde_json::json!(cache.display().to_string());
    v["always_compile"] = serde_json::json!(always);
    v.to_string()
}

#[test]
fn vector_add_runs_and_is_cached() {
    let dir = tempfile::tempdir().unwrap();
    let k = tm_runtime::compile(&fixture("vector_add.json", dir.path(), false)).unwrap();
    assert!(!k.cache_hit);
    let n = 1000usize;
    let x: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let y: Vec<f32> = (0..n).map(|i| 3.0 - i as f32).collect();
    let mut out = vec![f32::NAN; n + 8];
    let args = [x.as_ptr() as u64, y.as_ptr() as u64, out.as_mut_ptr() as u64, n as u32 as u64];
    k.launch([(n as u32).div_ceil(64), 1, 1], &args).unwrap();
    for i in 0..n {
        assert_eq!(out[i], x[i] + y[i], "element {i}");
    }
    assert!(out[n..].iter().all(|v| v.is_nan()), "masked-off elements were written");

    // A second compile of the same kernel is served from the disk cache...
    let again = tm_runtime::compile(&fixture("vector_add.json", dir.path(), false)).unwrap();
    assert!(again.cache_hit);
    assert_eq!(again.asm.get("ttir"), k.asm.get("ttir"));
    // ...unless compiling is forced...
    let forced = tm_runtime::compile(&fixture("vector_add.json", dir.path(), true)).unwrap();
    assert!(!forced.cache_hit);
    // ...and an unreadable entry is compiled again.
    std::fs::write(again.cache_path.join("metadata.json"), b"{ not json").unwrap();
    let healed = tm_runtime::compile(&fixture("vector_add.json", dir.path(), false)).unwrap();
    assert!(!healed.cache_hit);
    let after = tm_runtime::compile(&fixture("vector_add.json", dir.path(), false)).unwrap();
    assert!(after.cache_hit);
}

#[test]
fn loop_carried_reduction() {
    let dir = tempfile::tempdir().unwrap();
    let k = tm_runtime::compile(&fixture("row_sum.json", dir.path(), true)).unwrap();
    let (rows, cols) = (5usize, 100usize);
    let x: Vec<f32> = (0..rows * cols).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
    let mut out = vec![f32::NAN; rows];
    k.launch([rows as u32, 1, 1], &[x.as_ptr() as u64, out.as_mut_ptr() as u64, cols as u64]).unwrap();
    for r in 0..rows {
        let want: f32 = x[r * cols..(r + 1) * cols].iter().sum();
        assert!((out[r] - want).abs() < 1e-3, "row {r}: {} vs {want}", out[r]);
    }
}

#[test]
fn wrong_argument_count_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let k = tm_runtime::compile(&fixture("vector_add.json", dir.path(), false)).unwrap();
    assert!(k.launch([1, 1, 1], &[0, 0]).is_err());
}

#[test]
fn malformed_message_is_an_error() {
    assert!(matches!(tm_runtime::compile("{\"kernel\": 3}"), Err(tm_runtime::Error::Invalid(_))));
}
