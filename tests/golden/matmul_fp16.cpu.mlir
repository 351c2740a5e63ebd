module {
  func.func @matmul_kernel(%args: !llvm.ptr, %pid0: i32, %pid1: i32, %pid2: i32, %nprog0: i32, %nprog1: i32, %nprog2: i32) {
    %buf32 = memref.alloca() {alignment = 64 : i64} : memref<64x64xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %buf41 = memref.alloca() {alignment = 64 : i64} : memref<64x32xf16>
    %c32 = arith.constant 32 : index
    %buf57 = memref.alloca() {alignment = 64 : i64} : memref<32x64xf16>
    %buf73 = memref.alloca() {alignment = 64 : i64} : memref<64x64xf32>
    %v1 = llvm.getelementptr %args[0] : (!llvm.ptr) -> !llvm.ptr, i64
    %v2 = llvm.load %v1 : !llvm.ptr -> !llvm.ptr
    %v3 = llvm.getelementptr %args[1] : (!llvm.ptr) -> !llvm.ptr, i64
    %v4 = llvm.load %v3 : !llvm.ptr -> !llvm.ptr
    %v5 = llvm.getelementptr %args[2] : (!llvm.ptr) -> !llvm.ptr, i64
    %v6 = llvm.load %v5 : !llvm.ptr -> !llvm.ptr
    %v7 = llvm.getelementptr %args[3] : (!llvm.ptr) -> !llvm.ptr, i64
    %v8 = llvm.load %v7 : !llvm.ptr -> i32
    %v9 = llvm.getelementptr %args[4] : (!llvm.ptr) -> !llvm.ptr, i64
    %v10 = llvm.load %v9 : !llvm.ptr -> i32
    %v11 = llvm.getelementptr %args[5] : (!llvm.ptr) -> !llvm.ptr, i64
    %v12 = llvm.load %v11 : !llvm.ptr -> i32
    %v13 = llvm.getelementptr %args[6] : (!llvm.ptr) -> !llvm.ptr, i64
    %v14 = llvm.load %v13 : !llvm.ptr -> i32
    %v15 = llvm.getelementptr %args[7] : (!llvm.ptr) -> !llvm.ptr, i64
    %v16 = llvm.load %v15 : !llvm.ptr -> i32
    %v17 = llvm.getelementptr %args[8] : (!llvm.ptr) -> !llvm.ptr, i64
    %v18 = llvm.load %v17 : !llvm.ptr -> i32
    %v19 = llvm.getelementptr %args[9] : (!llvm.ptr) -> !llvm.ptr, i64
    %v20 = llvm.load %v19 : !llvm.ptr -> i32
    %v21 = llvm.getelementptr %args[10] : (!llvm.ptr) -> !llvm.ptr, i64
    %v22 = llvm.load %v21 : !llvm.ptr -> i32
    %v23 = llvm.getelementptr %args[11] : (!llvm.ptr) -> !llvm.ptr, i64
    %v24 = llvm.load %v23 : !llvm.ptr -> i32
    %v25 = arith.constant 64 : i32
    %v26 = arith.muli %pid0, %v25 : i32
    %v27 = arith.constant 64 : i32
    %v28 = arith.muli %pid1, %v27 : i32
    %v29 = arith.constant 0x00000000 : f32
    %v30 = arith.constant 0 : i32
    %v31 = arith.constant 32 : i32
    scf.for %v33 = %c0 to %c64 step %c1 {
      scf.for %v34 = %c0 to %c64 step %c1 {
        memref.store %v29, %buf32[%v33, %v34] : memref<64x64xf32>
      }
    }
    scf.for %v35 = %v30 to %v12 step %v31 : i32 {
      %v37 = arith.constant 1 : i32
      %v38 = arith.constant 0x0000 : f16
      %v39 = arith.constant 1 : i32
      %v40 = arith.constant 0x0000 : f16
      scf.for %v42 = %c0 to %c64 step %c1 {
        scf.for %v43 = %c0 to %c32 step %c1 {
          %v44 = arith.index_cast %v42 : index to i32
          %v45 = arith.addi %v26, %v44 : i32
          %v46 = arith.muli %v45, %v14 : i32
          %v47 = llvm.getelementptr %v2[%v46] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %v48 = arith.index_cast %v43 : index to i32
          %v49 = arith.addi %v35, %v48 : i32
          %v50 = arith.muli %v49, %v37 : i32
          %v51 = llvm.getelementptr %v47[%v50] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %v52 = arith.cmpi slt, %v45, %v8 : i32
          %v53 = arith.cmpi slt, %v49, %v12 : i32
          %v54 = arith.andi %v52, %v53 : i1
          %v55 = scf.if %v54 -> (f16) {
            %v56 = llvm.load %v51 : !llvm.ptr -> f16
            scf.yield %v56 : f16
          } else {
            scf.yield %v38 : f16
          }
          memref.store %v55, %buf41[%v42, %v43] : memref<64x32xf16>
        }
      }
      scf.for %v58 = %c0 to %c32 step %c1 {
        scf.for %v59 = %c0 to %c64 step %c1 {
          %v60 = arith.index_cast %v58 : index to i32
          %v61 = arith.addi %v35, %v60 : i32
          %v62 = arith.muli %v61, %v18 : i32
          %v63 = llvm.getelementptr %v4[%v62] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %v64 = arith.index_cast %v59 : index to i32
          %v65 = arith.addi %v28, %v64 : i32
          %v66 = arith.muli %v65, %v39 : i32
          %v67 = llvm.getelementptr %v63[%v66] : (!llvm.ptr, i32) -> !llvm.ptr, f16
          %v68 = arith.cmpi slt, %v61, %v12 : i32
          %v69 = arith.cmpi slt, %v65, %v10 : i32
          %v70 = arith.andi %v68, %v69 : i1
          %v71 = scf.if %v70 -> (f16) {
            %v72 = llvm.load %v67 : !llvm.ptr -> f16
            scf.yield %v72 : f16
          } else {
            scf.yield %v40 : f16
          }
          memref.store %v71, %buf57[%v58, %v59] : memref<32x64xf16>
        }
      }
      scf.for %v74 = %c0 to %c64 step %c1 {
        scf.for %v75 = %c0 to %c64 step %c1 {
          %v76 = memref.load %buf32[%v74, %v75] : memref<64x64xf32>
          memref.store %v76, %buf73[%v74, %v75] : memref<64x64xf32>
        }
      }
      scf.for %v77 = %c0 to %c64 step %c1 {
        scf.for %v78 = %c0 to %c32 step %c1 {
          scf.for %v79 = %c0 to %c64 step %c1 {
            %v80 = memref.load %buf41[%v77, %v78] : memref<64x32xf16>
            %v81 = memref.load %buf57[%v78, %v79] : memref<32x64xf16>
            %v82 = arith.extf %v80 : f16 to f32
            %v83 = arith.extf %v81 : f16 to f32
            %v84 = memref.load %buf73[%v77, %v79] : memref<64x64xf32>
            %v85 = arith.mulf %v82, %v83 fastmath<contract> : f32
            %v86 = arith.addf %v84, %v85 fastmath<contract> : f32
            memref.store %v86, %buf73[%v77, %v79] : memref<64x64xf32>
          }
        }
      }
      scf.for %v87 = %c0 to %c64 step %c1 {
        scf.for %v88 = %c0 to %c64 step %c1 {
          %v89 = memref.load %buf73[%v87, %v88] : memref<64x64xf32>
          memref.store %v89, %buf32[%v87, %v88] : memref<64x64xf32>
        }
      }
    }
    %v90 = arith.constant 1 : i32
    scf.for %v91 = %c0 to %c64 step %c1 {
      scf.for %v92 = %c0 to %c64 step %c1 {
        %v93 = arith.index_cast %v91 : index to i32
        %v94 = arith.addi %v26, %v93 : i32
        %v95 = arith.muli %v94, %v22 : i32
        %v96 = llvm.getelementptr %v6[%v95] : (!llvm.ptr, i32) -> !llvm.ptr, f32
        %v97 = arith.index_cast %v92 : index to i32
        %v98 = arith.addi %v28, %v97 : i32
        %v99 = arith.muli %v98, %v90 : i32
        %v100 = llvm.getelementptr %v96[%v99] : (!llvm.ptr, i32) -> !llvm.ptr, f32
        %v101 = memref.load %buf32[%v91, %v92] : memref<64x64xf32>
        %v102 = arith.cmpi slt, %v94, %v8 : i32
        %v103 = arith.cmpi slt, %v98, %v10 : i32
        %v104 = arith.andi %v102, %v103 : i1
        scf.if %v104 {
          llvm.store %v101, %v100 : f32, !llvm.ptr
        }
      }
    }
    func.return
  }
}
