//! On-disk kernel cache: one directory per key, published atomically by rename.

use sha2::{Digest, Sha256};
use std::fs;
use std::path::{Path, PathBuf};

pub struct Cache {
    root: PathBuf,
}

pub fn default_dir() -> PathBuf {
    if let Ok(d) = std::env::var("TRITON_CACHE_DIR") {
        if !d.is_empty() {
            return PathBuf::from(d);
        }
    }
    let home = std::env::var("HOME").unwrap_or_else(|_| "/tmp".into());
    Path::new(&home).join(".triton_musa").join("cache")
}

pub fn hash_key(parts: &[&[u8]]) -> String {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p);
    }
    hex::encode(&h.finalize()[..20])
}

impl Cache {
    pub fn new(root: PathBuf) -> Cache {
        Cache { root }
    }

    pub fn entry_dir(&self, key: &str) -> PathBuf {
        self.root.join(key)
    }

    /// Read a file of a published entry.
    pub fn read(&self, key: &str, file: &str) -> Option<Vec<u8>> {
        fs::read(self.entry_dir(key).join(file)).ok()
    }

    /// Publish `files` as the entry `key`: written under a temporary name, then renamed into
    /// place, so readers never see half an entry. An existing entry is replaced.
    pub fn publish(&self, key: &str, files: &[(&str, &[u8])]) -> std::io::Result<PathBuf> {
        fs::create_dir_all(&self.root)?;
        let tmp = tempfile::Builder::new().prefix(&format!(".tmp-{key}-")).tempdir_in(&self.root)?;
        for (name, data) in files {
            fs::write(tmp.path().join(name), data)?;
        }
        let dst = self.entry_dir(key);
        let tmp_path = tmp.keep();
        match fs::rename(&tmp_path, &dst) {
            Ok(()) => {}
            Err(_) => {
                // Another process published first, or a stale entry is in the way: replace it.
                let stale = self.root.join(format!(".stale-{key}-{}", std::process::id()));
                let _ = fs::rename(&dst, &stale);
                let r = fs::rename(&tmp_path, &dst);
                let _ = fs::remove_dir_all(&stale);
                if r.is_err() {
                    let _ = fs::remove_dir_all(&tmp_path);
                }
            }
        }
        Ok(dst)
    }
}
