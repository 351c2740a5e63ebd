; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p:64:64:64:64-p1:64:64:64:64-p2:64:64:64:64-p3:32:32-p4:32:32-p5:64:64-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.x() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.ctaid.y() #0

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.musa.read.ptx.sreg.tid.x() #0

; Function Attrs: convergent nounwind
declare void @llvm.musa.syncthreads.lm() #1

; Function Attrs: nounwind
define cc 102 void @matmul_kernel(ptr addrspace(1) nocapture readonly %0, ptr addrspace(1) nocapture readonly %1, ptr addrspace(1) nocapture writeonly %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, i32 %9, i32 %10, i32 %11) local_unnamed_addr #2 {
  %13 = tail call i32 @llvm.musa.read.ptx.sreg.tid.x()
  %14 = sext i32 %13 to i64
  %15 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.x()
  %16 = tail call i32 @llvm.musa.read.ptx.sreg.ctaid.y()
  %17 = shl i32 %15, 6
  %18 = shl i32 %16, 6
  %19 = icmp sgt i32 %5, 0
  %20 = shl nsw i64 %14, 3
  %21 = and i64 %20, 24
  %22 = lshr i64 %20, 5
  %23 = trunc i64 %22 to i32
  %24 = add i32 %17, %23
  %25 = mul i32 %24, %6
  %26 = sext i32 %25 to i64
  %27 = getelementptr bfloat, ptr addrspace(1) %0, i64 %26
  %28 = trunc i64 %21 to i32
  %29 = icmp slt i32 %24, %3
  %30 = icmp slt i32 %28, %5
  %31 = and i1 %30, %29
  %32 = and i1 %19, %31
  br i1 %32, label %33, label %36

33: ; preds = %12
  %34 = getelementptr bfloat, ptr addrspace(1) %27, i64 %21
  %35 = load <8 x bfloat>, ptr addrspace(1) %34, align 16
  br label %36

36: ; preds = %33, %12
  %37 = phi <8 x bfloat> [ %35, %33 ], [ zeroinitializer, %12 ]
  %38 = add nuw nsw i64 %22, 32
  %39 = trunc i64 %38 to i32
  %40 = add i32 %17, %39
  %41 = mul i32 %40, %6
  %42 = sext i32 %41 to i64
  %43 = getelementptr bfloat, ptr addrspace(1) %0, i64 %42
  %44 = icmp slt i32 %40, %3
  %45 = and i1 %30, %44
  %46 = and i1 %19, %45
  br i1 %46, label %47, label %50

47: ; preds = %36
  %48 = getelementptr bfloat, ptr addrspace(1) %43, i64 %21
  %49 = load <8 x bfloat>, ptr addrspace(1) %48, align 16
  br label %50

50: ; preds = %47, %36
  %51 = phi <8 x bfloat> [ %49, %47 ], [ zeroinitializer, %36 ]
  %52 = and i64 %20, 56
  %53 = lshr i64 %20, 6
  %54 = trunc i64 %53 to i32
  %55 = trunc i64 %52 to i32
  %56 = or i32 %18, %55
  %57 = icmp slt i32 %54, %5
  %58 = icmp slt i32 %56, %4
  %59 = and i1 %57, %58
  %60 = and i1 %19, %59
  br i1 %60, label %61, label %68

61: ; preds = %50
  %62 = mul i32 %54, %8
  %63 = sext i32 %62 to i64
  %64 = getelementptr bfloat, ptr addrspace(1) %1, i64 %63
  %65 = sext i32 %56 to i64
  %66 = getelementptr bfloat, ptr addrspace(1) %64, i64 %65
  %67 = load <8 x bfloat>, ptr addrspace(1) %66, align 16
  br label %68

68: ; preds = %61, %50
  %69 = phi <8 x bfloat> [ %67, %61 ], [ zeroinitializer, %50 ]
  %70 = add nuw nsw i64 %53, 16
  %71 = trunc i64 %70 to i32
  %72 = icmp slt i32 %71, %5
  %73 = and i1 %72, %58
  %74 = and i1 %19, %73
  br i1 %74, label %75, label %82

75: ; preds = %68
  %76 = mul i32 %71, %8
  %77 = sext i32 %76 to i64
  %78 = getelementptr bfloat, ptr addrspace(1) %1, i64 %77
  %79 = sext i32 %56 to i64
  %80 = getelementptr bfloat, ptr addrspace(1) %78, i64 %79
  %81 = load <8 x bfloat>, ptr addrspace(1) %80, align 16
  br label %82

82: ; preds = %75, %68
  %83 = phi <8 x bfloat> [ %81, %75 ], [ zeroinitializer, %68 ]
  %84 = or i64 %52, 1
  %85 = or i64 %52, 2
  %86 = or i64 %52, 3
  %87 = or i64 %52, 4
  %88 = or i64 %52, 5
  %89 = or i64 %52, 6
  %90 = or i64 %52, 7
  %91 = and i64 %20, -64
  %92 = trunc i64 %20 to i32
  %93 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %92
  %94 = or i64 %84, %91
  %95 = trunc i64 %94 to i32
  %96 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %95
  %97 = or i64 %85, %91
  %98 = trunc i64 %97 to i32
  %99 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %98
  %100 = or i64 %86, %91
  %101 = trunc i64 %100 to i32
  %102 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %101
  %103 = or i64 %87, %91
  %104 = trunc i64 %103 to i32
  %105 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %104
  %106 = or i64 %88, %91
  %107 = trunc i64 %106 to i32
  %108 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %107
  %109 = or i64 %89, %91
  %110 = trunc i64 %109 to i32
  %111 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %110
  %112 = or i64 %90, %91
  %113 = trunc i64 %112 to i32
  %114 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %113
  %115 = shl i64 %70, 6
  %116 = or i64 %115, %52
  %117 = trunc i64 %116 to i32
  %118 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %117
  %119 = or i64 %115, %84
  %120 = trunc i64 %119 to i32
  %121 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %120
  %122 = or i64 %115, %85
  %123 = trunc i64 %122 to i32
  %124 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %123
  %125 = or i64 %115, %86
  %126 = trunc i64 %125 to i32
  %127 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %126
  %128 = or i64 %115, %87
  %129 = trunc i64 %128 to i32
  %130 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %129
  %131 = or i64 %115, %88
  %132 = trunc i64 %131 to i32
  %133 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %132
  %134 = or i64 %115, %89
  %135 = trunc i64 %134 to i32
  %136 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %135
  %137 = or i64 %115, %90
  %138 = trunc i64 %137 to i32
  %139 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %138
  %140 = add nuw nsw i64 %53, 32
  %141 = shl i64 %140, 6
  %142 = or i64 %141, %52
  %143 = trunc i64 %142 to i32
  %144 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %143
  %145 = or i64 %141, %84
  %146 = trunc i64 %145 to i32
  %147 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %146
  %148 = or i64 %141, %85
  %149 = trunc i64 %148 to i32
  %150 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %149
  %151 = or i64 %141, %86
  %152 = trunc i64 %151 to i32
  %153 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %152
  %154 = or i64 %141, %87
  %155 = trunc i64 %154 to i32
  %156 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %155
  %157 = or i64 %141, %88
  %158 = trunc i64 %157 to i32
  %159 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %158
  %160 = or i64 %141, %89
  %161 = trunc i64 %160 to i32
  %162 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %161
  %163 = or i64 %141, %90
  %164 = trunc i64 %163 to i32
  %165 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %164
  %166 = add nuw nsw i64 %53, 48
  %167 = shl i64 %166, 6
  %168 = or i64 %167, %52
  %169 = trunc i64 %168 to i32
  %170 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %169
  %171 = or i64 %167, %84
  %172 = trunc i64 %171 to i32
  %173 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %172
  %174 = or i64 %167, %85
  %175 = trunc i64 %174 to i32
  %176 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %175
  %177 = or i64 %167, %86
  %178 = trunc i64 %177 to i32
  %179 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %178
  %180 = or i64 %167, %87
  %181 = trunc i64 %180 to i32
  %182 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %181
  %183 = or i64 %167, %88
  %184 = trunc i64 %183 to i32
  %185 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %184
  %186 = or i64 %167, %89
  %187 = trunc i64 %186 to i32
  %188 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %187
  %189 = or i64 %167, %90
  %190 = trunc i64 %189 to i32
  %191 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %190
  %192 = or i64 %21, 1
  %193 = or i64 %21, 2
  %194 = or i64 %21, 3
  %195 = or i64 %21, 4
  %196 = or i64 %21, 5
  %197 = or i64 %21, 6
  %198 = or i64 %21, 7
  %199 = and i64 %20, -32
  %200 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %92
  %201 = or i64 %192, %199
  %202 = trunc i64 %201 to i32
  %203 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %202
  %204 = or i64 %193, %199
  %205 = trunc i64 %204 to i32
  %206 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %205
  %207 = or i64 %194, %199
  %208 = trunc i64 %207 to i32
  %209 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %208
  %210 = or i64 %195, %199
  %211 = trunc i64 %210 to i32
  %212 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %211
  %213 = or i64 %196, %199
  %214 = trunc i64 %213 to i32
  %215 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %214
  %216 = or i64 %197, %199
  %217 = trunc i64 %216 to i32
  %218 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %217
  %219 = or i64 %198, %199
  %220 = trunc i64 %219 to i32
  %221 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %220
  %222 = shl i64 %38, 5
  %223 = or i64 %222, %21
  %224 = trunc i64 %223 to i32
  %225 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %224
  %226 = or i64 %222, %192
  %227 = trunc i64 %226 to i32
  %228 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %227
  %229 = or i64 %222, %193
  %230 = trunc i64 %229 to i32
  %231 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %230
  %232 = or i64 %222, %194
  %233 = trunc i64 %232 to i32
  %234 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %233
  %235 = or i64 %222, %195
  %236 = trunc i64 %235 to i32
  %237 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %236
  %238 = or i64 %222, %196
  %239 = trunc i64 %238 to i32
  %240 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %239
  %241 = or i64 %222, %197
  %242 = trunc i64 %241 to i32
  %243 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %242
  %244 = or i64 %222, %198
  %245 = trunc i64 %244 to i32
  %246 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %245
  %247 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %92
  %248 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %95
  %249 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %98
  %250 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %101
  %251 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %104
  %252 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %107
  %253 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %110
  %254 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %113
  %255 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %117
  %256 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %120
  %257 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %123
  %258 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %126
  %259 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %129
  %260 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %132
  %261 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %135
  %262 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %138
  %263 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %92
  %264 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %95
  %265 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %98
  %266 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %101
  %267 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %104
  %268 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %117
  %269 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %129
  %270 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %143
  %271 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %155
  %272 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %169
  %273 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %181
  br i1 %19, label %.lr.ph, label %._crit_edge

.lr.ph: ; preds = %82
  %274 = extractelement <8 x bfloat> %83, i64 7
  %275 = extractelement <8 x bfloat> %83, i64 6
  %276 = extractelement <8 x bfloat> %83, i64 5
  %277 = extractelement <8 x bfloat> %83, i64 4
  %278 = extractelement <8 x bfloat> %83, i64 3
  %279 = extractelement <8 x bfloat> %83, i64 2
  %280 = extractelement <8 x bfloat> %83, i64 1
  %281 = extractelement <8 x bfloat> %83, i64 0
  %282 = sext i32 %56 to i64
  %invariant.gep = getelementptr bfloat, ptr addrspace(1) %1, i64 %282
  %283 = and i64 %14, 63
  br label %284

284: ; preds = %.lr.ph, %427
  %285 = phi bfloat [ %274, %.lr.ph ], [ %431, %427 ]
  %286 = phi bfloat [ %275, %.lr.ph ], [ %372, %427 ]
  %287 = phi bfloat [ %276, %.lr.ph ], [ %430, %427 ]
  %288 = phi bfloat [ %277, %.lr.ph ], [ %371, %427 ]
  %289 = phi bfloat [ %278, %.lr.ph ], [ %429, %427 ]
  %290 = phi bfloat [ %279, %.lr.ph ], [ %370, %427 ]
  %291 = phi bfloat [ %280, %.lr.ph ], [ %428, %427 ]
  %292 = phi bfloat [ %281, %.lr.ph ], [ %369, %427 ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %446, %427 ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %445, %427 ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %444, %427 ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %443, %427 ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %450, %427 ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %449, %427 ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %448, %427 ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %447, %427 ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %454, %427 ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %453, %427 ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %452, %427 ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %451, %427 ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %458, %427 ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %457, %427 ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %456, %427 ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %455, %427 ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %462, %427 ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %461, %427 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %460, %427 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %459, %427 ]
  %313 = phi float [ 0.000000e+00, %.lr.ph ], [ %466, %427 ]
  %314 = phi float [ 0.000000e+00, %.lr.ph ], [ %465, %427 ]
  %315 = phi float [ 0.000000e+00, %.lr.ph ], [ %464, %427 ]
  %316 = phi float [ 0.000000e+00, %.lr.ph ], [ %463, %427 ]
  %317 = phi float [ 0.000000e+00, %.lr.ph ], [ %470, %427 ]
  %318 = phi float [ 0.000000e+00, %.lr.ph ], [ %469, %427 ]
  %319 = phi float [ 0.000000e+00, %.lr.ph ], [ %468, %427 ]
  %320 = phi float [ 0.000000e+00, %.lr.ph ], [ %467, %427 ]
  %321 = phi float [ 0.000000e+00, %.lr.ph ], [ %435, %427 ]
  %322 = phi float [ 0.000000e+00, %.lr.ph ], [ %434, %427 ]
  %323 = phi float [ 0.000000e+00, %.lr.ph ], [ %433, %427 ]
  %324 = phi float [ 0.000000e+00, %.lr.ph ], [ %432, %427 ]
  %325 = phi i32 [ 0, %.lr.ph ], [ %329, %427 ]
  %326 = phi <8 x bfloat> [ %37, %.lr.ph ], [ %340, %427 ]
  %327 = phi <8 x bfloat> [ %51, %.lr.ph ], [ %348, %427 ]
  %328 = phi <8 x bfloat> [ %69, %.lr.ph ], [ %358, %427 ]
  tail call void @llvm.musa.syncthreads.lm()
  store float %324, ptr addrspace(3) %93, align 16
  store float %323, ptr addrspace(3) %96, align 4
  store float %322, ptr addrspace(3) %99, align 8
  store float %321, ptr addrspace(3) %102, align 4
  store float %320, ptr addrspace(3) %105, align 16
  store float %319, ptr addrspace(3) %108, align 4
  store float %318, ptr addrspace(3) %111, align 8
  store float %317, ptr addrspace(3) %114, align 4
  store float %316, ptr addrspace(3) %118, align 16
  store float %315, ptr addrspace(3) %121, align 4
  store float %314, ptr addrspace(3) %124, align 8
  store float %313, ptr addrspace(3) %127, align 4
  store float %312, ptr addrspace(3) %130, align 16
  store float %311, ptr addrspace(3) %133, align 4
  store float %310, ptr addrspace(3) %136, align 8
  store float %309, ptr addrspace(3) %139, align 4
  store float %308, ptr addrspace(3) %144, align 16
  store float %307, ptr addrspace(3) %147, align 4
  store float %306, ptr addrspace(3) %150, align 8
  store float %305, ptr addrspace(3) %153, align 4
  store float %304, ptr addrspace(3) %156, align 16
  store float %303, ptr addrspace(3) %159, align 4
  store float %302, ptr addrspace(3) %162, align 8
  store float %301, ptr addrspace(3) %165, align 4
  store float %300, ptr addrspace(3) %170, align 16
  store float %299, ptr addrspace(3) %173, align 4
  store float %298, ptr addrspace(3) %176, align 8
  store float %297, ptr addrspace(3) %179, align 4
  store float %296, ptr addrspace(3) %182, align 16
  store float %295, ptr addrspace(3) %185, align 4
  store float %294, ptr addrspace(3) %188, align 8
  store float %293, ptr addrspace(3) %191, align 4
  tail call void @llvm.musa.syncthreads.lm()
  %329 = add i32 %325, 32
  %330 = icmp slt i32 %329, %5
  %331 = or i32 %329, %28
  %332 = icmp slt i32 %331, %5
  %333 = and i1 %29, %332
  %334 = and i1 %330, %333
  br i1 %334, label %335, label %339

335: ; preds = %284
  %336 = sext i32 %331 to i64
  %337 = getelementptr bfloat, ptr addrspace(1) %27, i64 %336
  %338 = load <8 x bfloat>, ptr addrspace(1) %337, align 16
  br label %339

339: ; preds = %335, %284
  %340 = phi <8 x bfloat> [ %338, %335 ], [ zeroinitializer, %284 ]
  %341 = and i1 %44, %332
  %342 = and i1 %330, %341
  br i1 %342, label %343, label %347

343: ; preds = %339
  %344 = sext i32 %331 to i64
  %345 = getelementptr bfloat, ptr addrspace(1) %43, i64 %344
  %346 = load <8 x bfloat>, ptr addrspace(1) %345, align 16
  br label %347

347: ; preds = %343, %339
  %348 = phi <8 x bfloat> [ %346, %343 ], [ zeroinitializer, %339 ]
  %349 = add i32 %329, %54
  %350 = icmp slt i32 %349, %5
  %351 = and i1 %58, %350
  %352 = and i1 %330, %351
  br i1 %352, label %353, label %357

353: ; preds = %347
  %354 = mul i32 %349, %8
  %355 = sext i32 %354 to i64
  %gep = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %355
  %356 = load <8 x bfloat>, ptr addrspace(1) %gep, align 16
  br label %357

357: ; preds = %353, %347
  %358 = phi <8 x bfloat> [ %356, %353 ], [ zeroinitializer, %347 ]
  %359 = add i32 %329, %71
  %360 = icmp slt i32 %359, %5
  %361 = and i1 %58, %360
  %362 = and i1 %330, %361
  br i1 %362, label %363, label %367

363: ; preds = %357
  %364 = mul i32 %359, %8
  %365 = sext i32 %364 to i64
  %gep68 = getelementptr bfloat, ptr addrspace(1) %invariant.gep, i64 %365
  %366 = load <8 x bfloat>, ptr addrspace(1) %gep68, align 16
  br label %367

367: ; preds = %363, %357
  %368 = phi <8 x bfloat> [ %366, %363 ], [ zeroinitializer, %357 ]
  %369 = extractelement <8 x bfloat> %368, i64 0
  %370 = extractelement <8 x bfloat> %368, i64 2
  %371 = extractelement <8 x bfloat> %368, i64 4
  %372 = extractelement <8 x bfloat> %368, i64 6
  %373 = extractelement <8 x bfloat> %326, i64 0
  store bfloat %373, ptr addrspace(3) %200, align 16
  %374 = extractelement <8 x bfloat> %326, i64 1
  store bfloat %374, ptr addrspace(3) %203, align 2
  %375 = extractelement <8 x bfloat> %326, i64 2
  store bfloat %375, ptr addrspace(3) %206, align 4
  %376 = extractelement <8 x bfloat> %326, i64 3
  store bfloat %376, ptr addrspace(3) %209, align 2
  %377 = extractelement <8 x bfloat> %326, i64 4
  store bfloat %377, ptr addrspace(3) %212, align 8
  %378 = extractelement <8 x bfloat> %326, i64 5
  store bfloat %378, ptr addrspace(3) %215, align 2
  %379 = extractelement <8 x bfloat> %326, i64 6
  store bfloat %379, ptr addrspace(3) %218, align 4
  %380 = extractelement <8 x bfloat> %326, i64 7
  store bfloat %380, ptr addrspace(3) %221, align 2
  %381 = extractelement <8 x bfloat> %327, i64 0
  store bfloat %381, ptr addrspace(3) %225, align 16
  %382 = extractelement <8 x bfloat> %327, i64 1
  store bfloat %382, ptr addrspace(3) %228, align 2
  %383 = extractelement <8 x bfloat> %327, i64 2
  store bfloat %383, ptr addrspace(3) %231, align 4
  %384 = extractelement <8 x bfloat> %327, i64 3
  store bfloat %384, ptr addrspace(3) %234, align 2
  %385 = extractelement <8 x bfloat> %327, i64 4
  store bfloat %385, ptr addrspace(3) %237, align 8
  %386 = extractelement <8 x bfloat> %327, i64 5
  store bfloat %386, ptr addrspace(3) %240, align 2
  %387 = extractelement <8 x bfloat> %327, i64 6
  store bfloat %387, ptr addrspace(3) %243, align 4
  %388 = extractelement <8 x bfloat> %327, i64 7
  store bfloat %388, ptr addrspace(3) %246, align 2
  tail call void @llvm.musa.syncthreads.lm()
  %389 = extractelement <8 x bfloat> %328, i64 0
  store bfloat %389, ptr addrspace(3) %247, align 16
  %390 = extractelement <8 x bfloat> %328, i64 1
  store bfloat %390, ptr addrspace(3) %248, align 2
  %391 = extractelement <8 x bfloat> %328, i64 2
  store bfloat %391, ptr addrspace(3) %249, align 4
  %392 = extractelement <8 x bfloat> %328, i64 3
  store bfloat %392, ptr addrspace(3) %250, align 2
  %393 = extractelement <8 x bfloat> %328, i64 4
  store bfloat %393, ptr addrspace(3) %251, align 8
  %394 = extractelement <8 x bfloat> %328, i64 5
  store bfloat %394, ptr addrspace(3) %252, align 2
  %395 = extractelement <8 x bfloat> %328, i64 6
  store bfloat %395, ptr addrspace(3) %253, align 4
  %396 = extractelement <8 x bfloat> %328, i64 7
  store bfloat %396, ptr addrspace(3) %254, align 2
  store bfloat %292, ptr addrspace(3) %255, align 16
  store bfloat %291, ptr addrspace(3) %256, align 2
  store bfloat %290, ptr addrspace(3) %257, align 4
  store bfloat %289, ptr addrspace(3) %258, align 2
  store bfloat %288, ptr addrspace(3) %259, align 8
  store bfloat %287, ptr addrspace(3) %260, align 2
  store bfloat %286, ptr addrspace(3) %261, align 4
  store bfloat %285, ptr addrspace(3) %262, align 2
  tail call void @llvm.musa.syncthreads.lm()
  br label %397

397: ; preds = %367, %423
  %398 = phi i64 [ 0, %367 ], [ %425, %423 ]
  %399 = shl nuw nsw i64 %398, 7
  %400 = add nsw i64 %399, %14
  %401 = trunc i64 %400 to i32
  %402 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24576), i32 %401
  %403 = load float, ptr addrspace(3) %402, align 4
  %404 = lshr i64 %400, 1
  %405 = and i64 %404, 4294967264
  br label %406

406: ; preds = %397, %406
  %407 = phi float [ %403, %397 ], [ %420, %406 ]
  %408 = phi i64 [ 0, %397 ], [ %421, %406 ]
  %409 = or i64 %408, %405
  %410 = trunc i64 %409 to i32
  %411 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %410
  %412 = load bfloat, ptr addrspace(3) %411, align 2
  %413 = shl nuw nsw i64 %408, 6
  %414 = or i64 %413, %283
  %415 = trunc i64 %414 to i32
  %416 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %415
  %417 = load bfloat, ptr addrspace(3) %416, align 2
  %418 = fpext bfloat %412 to float
  %419 = fpext bfloat %417 to float
  %420 = tail call float @llvm.fma.f32(float %418, float %419, float %407)
  %421 = add nuw nsw i64 %408, 1
  %422 = icmp ult i64 %408, 31
  br i1 %422, label %406, label %423

423: ; preds = %406
  %424 = getelementptr float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %401
  store float %420, ptr addrspace(3) %424, align 4
  %425 = add nuw nsw i64 %398, 1
  %426 = icmp ult i64 %398, 31
  br i1 %426, label %397, label %427

427: ; preds = %423
  %428 = extractelement <8 x bfloat> %368, i64 1
  %429 = extractelement <8 x bfloat> %368, i64 3
  %430 = extractelement <8 x bfloat> %368, i64 5
  %431 = extractelement <8 x bfloat> %368, i64 7
  tail call void @llvm.musa.syncthreads.lm()
  %432 = load float, ptr addrspace(3) %263, align 16
  %433 = load float, ptr addrspace(3) %264, align 4
  %434 = load float, ptr addrspace(3) %265, align 8
  %435 = load float, ptr addrspace(3) %266, align 4
  %436 = load <4 x float>, ptr addrspace(3) %267, align 16
  %437 = load <4 x float>, ptr addrspace(3) %268, align 16
  %438 = load <4 x float>, ptr addrspace(3) %269, align 16
  %439 = load <4 x float>, ptr addrspace(3) %270, align 16
  %440 = load <4 x float>, ptr addrspace(3) %271, align 16
  %441 = load <4 x float>, ptr addrspace(3) %272, align 16
  %442 = load <4 x float>, ptr addrspace(3) %273, align 16
  tail call void @llvm.musa.syncthreads.lm()
  %443 = extractelement <4 x float> %442, i64 0
  %444 = extractelement <4 x float> %442, i64 1
  %445 = extractelement <4 x float> %442, i64 2
  %446 = extractelement <4 x float> %442, i64 3
  %447 = extractelement <4 x float> %441, i64 0
  %448 = extractelement <4 x float> %441, i64 1
  %449 = extractelement <4 x float> %441, i64 2
  %450 = extractelement <4 x float> %441, i64 3
  %451 = extractelement <4 x float> %440, i64 0
  %452 = extractelement <4 x float> %440, i64 1
  %453 = extractelement <4 x float> %440, i64 2
  %454 = extractelement <4 x float> %440, i64 3
  %455 = extractelement <4 x float> %439, i64 0
  %456 = extractelement <4 x float> %439, i64 1
  %457 = extractelement <4 x float> %439, i64 2
  %458 = extractelement <4 x float> %439, i64 3
  %459 = extractelement <4 x float> %438, i64 0
  %460 = extractelement <4 x float> %438, i64 1
  %461 = extractelement <4 x float> %438, i64 2
  %462 = extractelement <4 x float> %438, i64 3
  %463 = extractelement <4 x float> %437, i64 0
  %464 = extractelement <4 x float> %437, i64 1
  %465 = extractelement <4 x float> %437, i64 2
  %466 = extractelement <4 x float> %437, i64 3
  %467 = extractelement <4 x float> %436, i64 0
  %468 = extractelement <4 x float> %436, i64 1
  %469 = extractelement <4 x float> %436, i64 2
  %470 = extractelement <4 x float> %436, i64 3
  br i1 %330, label %284, label %._crit_edge.loopexit

._crit_edge.loopexit: ; preds = %427
  %471 = insertelement <4 x float> poison, float %432, i64 0
  %472 = insertelement <4 x float> %471, float %433, i64 1
  %473 = insertelement <4 x float> %472, float %434, i64 2
  %474 = insertelement <4 x float> %473, float %435, i64 3
  br label %._crit_edge

._crit_edge: ; preds = %._crit_edge.loopexit, %82
  %475 = phi <4 x float> [ zeroinitializer, %82 ], [ %442, %._crit_edge.loopexit ]
  %476 = phi <4 x float> [ zeroinitializer, %82 ], [ %441, %._crit_edge.loopexit ]
  %477 = phi <4 x float> [ zeroinitializer, %82 ], [ %440, %._crit_edge.loopexit ]
  %478 = phi <4 x float> [ zeroinitializer, %82 ], [ %439, %._crit_edge.loopexit ]
  %479 = phi <4 x float> [ zeroinitializer, %82 ], [ %438, %._crit_edge.loopexit ]
  %480 = phi <4 x float> [ zeroinitializer, %82 ], [ %437, %._crit_edge.loopexit ]
  %481 = phi <4 x float> [ zeroinitializer, %82 ], [ %436, %._crit_edge.loopexit ]
  %482 = phi <4 x float> [ zeroinitializer, %82 ], [ %474, %._crit_edge.loopexit ]
  %483 = add i32 %17, %54
  %484 = mul i32 %483, %10
  %485 = sext i32 %484 to i64
  %486 = getelementptr float, ptr addrspace(1) %2, i64 %485
  %487 = icmp slt i32 %483, %3
  %488 = and i1 %487, %58
  br i1 %488, label %489, label %492

489: ; preds = %._crit_edge
  %490 = sext i32 %56 to i64
  %491 = getelementptr float, ptr addrspace(1) %486, i64 %490
  store <4 x float> %482, ptr addrspace(1) %491, align 16
  br label %492

492: ; preds = %489, %._crit_edge
  %493 = trunc i64 %87 to i32
  %494 = or i32 %18, %493
  %495 = icmp slt i32 %494, %4
  %496 = and i1 %487, %495
  br i1 %496, label %497, label %500

497: ; preds = %492
  %498 = sext i32 %494 to i64
  %499 = getelementptr float, ptr addrspace(1) %486, i64 %498
  store <4 x float> %481, ptr addrspace(1) %499, align 16
  br label %500

500: ; preds = %497, %492
  %501 = add i32 %17, %71
  %502 = mul i32 %501, %10
  %503 = sext i32 %502 to i64
  %504 = getelementptr float, ptr addrspace(1) %2, i64 %503
  %505 = icmp slt i32 %501, %3
  %506 = and i1 %58, %505
  br i1 %506, label %507, label %510

507: ; preds = %500
  %508 = sext i32 %56 to i64
  %509 = getelementptr float, ptr addrspace(1) %504, i64 %508
  store <4 x float> %480, ptr addrspace(1) %509, align 16
  br label %510

510: ; preds = %507, %500
  %511 = and i1 %505, %495
  br i1 %511, label %512, label %515

512: ; preds = %510
  %513 = sext i32 %494 to i64
  %514 = getelementptr float, ptr addrspace(1) %504, i64 %513
  store <4 x float> %479, ptr addrspace(1) %514, align 16
  br label %515

515: ; preds = %512, %510
  %516 = trunc i64 %140 to i32
  %517 = add i32 %17, %516
  %518 = mul i32 %517, %10
  %519 = sext i32 %518 to i64
  %520 = getelementptr float, ptr addrspace(1) %2, i64 %519
  %521 = icmp slt i32 %517, %3
  %522 = and i1 %58, %521
  br i1 %522, label %523, label %526

523: ; preds = %515
  %524 = sext i32 %56 to i64
  %525 = getelementptr float, ptr addrspace(1) %520, i64 %524
  store <4 x float> %478, ptr addrspace(1) %525, align 16
  br label %526

526: ; preds = %523, %515
  %527 = and i1 %521, %495
  br i1 %527, label %528, label %531

528: ; preds = %526
  %529 = sext i32 %494 to i64
  %530 = getelementptr float, ptr addrspace(1) %520, i64 %529
  store <4 x float> %477, ptr addrspace(1) %530, align 16
  br label %531

531: ; preds = %528, %526
  %532 = trunc i64 %166 to i32
  %533 = add i32 %17, %532
  %534 = mul i32 %533, %10
  %535 = sext i32 %534 to i64
  %536 = getelementptr float, ptr addrspace(1) %2, i64 %535
  %537 = icmp slt i32 %533, %3
  %538 = and i1 %58, %537
  br i1 %538, label %539, label %542

539: ; preds = %531
  %540 = sext i32 %56 to i64
  %541 = getelementptr float, ptr addrspace(1) %536, i64 %540
  store <4 x float> %476, ptr addrspace(1) %541, align 16
  br label %542

542: ; preds = %539, %531
  %543 = and i1 %537, %495
  br i1 %543, label %544, label %547

544: ; preds = %542
  %545 = sext i32 %494 to i64
  %546 = getelementptr float, ptr addrspace(1) %536, i64 %545
  store <4 x float> %475, ptr addrspace(1) %546, align 16
  br label %547

547: ; preds = %544, %542
  ret void
}

; Function Attrs: nofree nosync nounwind readnone
declare float @llvm.fma.f32(float, float, float) #3

attributes #0 = { nofree nosync nounwind readnone }
attributes #1 = { convergent nounwind }
attributes #2 = { nounwind }
attributes #3 = { nofree nosync nounwind readnone }

!llvm.module.flags = !{!0}
!musa.annotations = !{!1, !2}

!0 = !{i32 2, !"Debug Info Version", i32 3}
!1 = !{ptr @matmul_kernel, !"kernel", i32 1}
!2 = !{ptr @matmul_kernel, !"maxntidx", i32 128}
