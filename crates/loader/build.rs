//! Fingerprint the compiler's sources so that any change to the compiler invalidates cached kernels.
use sha2::{Digest, Sha256};
use std::path::Path;

fn visit(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    if let Ok(rd) = std::fs::read_dir(dir) {
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                visit(&p, files);
            } else if p.extension().is_some_and(|x| x == "rs" || x == "toml") {
                files.push(p);
            }
        }
    }
}

fn main() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf();
    let mut files = vec![];
    for c in ["settings", "frontend", "lowering", "targets", "loader", "runtime"] {
        visit(&crates.join(c), &mut files);
    }
    files.sort();
    let mut h = Sha256::new();
    for f in &files {
        println!("cargo:rerun-if-changed={}", f.display());
        h.update(f.file_name().unwrap().to_string_lossy().as_bytes());
        h.update(std::fs::read(f).unwrap_or_default());
    }
    let d = h.finalize();
    let hex: String = d[..8].iter().map(|b| format!("{b:02x}")).collect();
    println!("cargo:rustc-env=TM_COMPILER_FINGERPRINT={hex}");
}
