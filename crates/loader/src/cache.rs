//! On-disk kernel cache: one directory per key, published atomically by rename.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The file of an entry that records the size and hash of each of its other files.
pub const MANIFEST: &str = "manifest.json";

#[derive(Serialize, Deserialize)]
struct FileRecord {
    size: u64,
    sha256: String,
}

#[derive(Serialize, Deserialize)]
struct Manifest {
    files: BTreeMap<String, FileRecord>,
}

pub struct Cache {
    root: PathBuf,
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

    pub fn root(&self) -> &Path {
        &self.root
    }

    pub fn entry_dir(&self, key: &str) -> PathBuf {
        self.root.join(key)
    }

    /// Every file of the entry `key`, checked against the sizes and hashes its manifest
    /// recorded when it was published. `Err` says why the entry cannot be trusted (absent,
    /// no manifest, a file missing, truncated or altered): the caller compiles afresh.
    pub(crate) fn read_verified(&self, key: &str) -> Result<BTreeMap<String, Vec<u8>>, String> {
        let dir = self.entry_dir(key);
        let manifest = fs::read(dir.join(MANIFEST)).map_err(|e| format!("{MANIFEST}: {e}"))?;
        let manifest: Manifest =
            serde_json::from_slice(&manifest).map_err(|e| format!("{MANIFEST} is damaged ({e})"))?;
        let mut out = BTreeMap::new();
        for (name, rec) in manifest.files {
            if name.contains('/') || name.contains("..") || name == MANIFEST {
                return Err(format!("{MANIFEST} names an unexpected file {name:?}"));
            }
            let data = fs::read(dir.join(&name)).map_err(|e| format!("{name}: {e}"))?;
            if data.len() as u64 != rec.size {
                return Err(format!("{name} has {} bytes, {} were written", data.len(), rec.size));
            }
            if hex::encode(Sha256::digest(&data)) != rec.sha256 {
                return Err(format!("{name} differs from what was written (hash mismatch)"));
            }
            out.insert(name, data);
        }
        Ok(out)
    }

    /// Publish `files` as the entry `key`: written under a temporary name, then renamed into
    /// place, so readers never see half an entry. An existing entry is replaced.
    pub fn publish(&self, key: &str, files: &[(&str, &[u8])]) -> std::io::Result<PathBuf> {
        fs::create_dir_all(&self.root)?;
        let tmp = tempfile::Builder::new().prefix(&format!(".tmp-{key}-")).tempdir_in(&self.root)?;
        let mut manifest = Manifest { files: BTreeMap::new() };
        for (name, data) in files {
            fs::write(tmp.path().join(name), data)?;
            manifest.files.insert(
                name.to_string(),
                FileRecord { size: data.len() as u64, sha256: hex::encode(Sha256::digest(data)) },
            );
        }
        fs::write(tmp.path().join(MANIFEST), serde_json::to_vec_pretty(&manifest).map_err(std::io::Error::other)?)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn entry() -> (tempfile::TempDir, Cache) {
        let dir = tempfile::tempdir().unwrap();
        let cache = Cache::new(dir.path().to_path_buf());
        cache.publish("k", &[("a.bin", b"hello"), ("b.txt", b"world!")]).unwrap();
        (dir, cache)
    }

    #[test]
    fn a_published_entry_reads_back_verified() {
        let (_d, cache) = entry();
        let files = cache.read_verified("k").unwrap();
        assert_eq!(files["a.bin"], b"hello");
        assert_eq!(files["b.txt"], b"world!");
    }

    #[test]
    fn damaged_files_are_refused() {
        let damage: [(&str, fn(&Path)); 4] = [
            ("truncated", |p| fs::write(p, &fs::read(p).unwrap()[..2]).unwrap()),
            ("zeroed", |p| fs::write(p, vec![0u8; fs::read(p).unwrap().len()]).unwrap()),
            ("bit-flipped", |p| {
                let mut d = fs::read(p).unwrap();
                d[0] ^= 4;
                fs::write(p, d).unwrap()
            }),
            ("deleted", |p| fs::remove_file(p).unwrap()),
        ];
        for file in ["a.bin", "b.txt", MANIFEST] {
            for (what, f) in &damage {
                let (_d, cache) = entry();
                f(&cache.entry_dir("k").join(file));
                assert!(cache.read_verified("k").is_err(), "{what} {file} was accepted");
            }
        }
    }
}
